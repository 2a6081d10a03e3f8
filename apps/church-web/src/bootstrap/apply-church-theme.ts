import { churchThemeVariables } from '@church/ui';

/** Sets the church's theme variables on the document and its theme colour on the browser chrome. */
export function applyChurchTheme(primary: string | null | undefined): void {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(churchThemeVariables(primary))) root.style.setProperty(name, value);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', primary ?? '');
}
