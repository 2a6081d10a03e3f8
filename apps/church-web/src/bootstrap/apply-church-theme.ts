import { churchThemeVariables } from '@church/ui';

/**
 * Sets the church's theme variables on the document and its theme colour on the browser chrome. Only
 * the variables whose value differs are set: on a page the server rendered they are all in place
 * already, and setting any restyles and lays out the whole page again (a long task on a slow phone).
 */
export function applyChurchTheme(primary: string | null | undefined): void {
  const root = document.documentElement;
  const current = getComputedStyle(root);
  for (const [name, value] of Object.entries(churchThemeVariables(primary))) {
    if (current.getPropertyValue(name).trim() !== value) root.style.setProperty(name, value);
  }
  const themeColour = document.querySelector('meta[name="theme-color"]');
  if (themeColour && themeColour.getAttribute('content') !== (primary ?? '')) themeColour.setAttribute('content', primary ?? '');
}
