import { churchThemeCss } from '@church/theme';
import { churchThemeVariables } from '@church/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyChurchTheme } from './apply-church-theme';

describe('applyChurchTheme', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('style');
  });

  it("sets the church's variables and theme colour", () => {
    document.head.innerHTML = '<meta name="theme-color" content="#000000">';
    applyChurchTheme('#1d4ed8');
    for (const [name, value] of Object.entries(churchThemeVariables('#1d4ed8'))) expect(document.documentElement.style.getPropertyValue(name)).toBe(value);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#1d4ed8');
  });

  it('touches nothing when the server inlined the same theme', () => {
    document.head.innerHTML = `<style id="church-theme">${churchThemeCss('#1d4ed8')}</style><meta name="theme-color" content="#1d4ed8">`;
    const setProperty = vi.spyOn(document.documentElement.style, 'setProperty');
    const setAttribute = vi.spyOn(Element.prototype, 'setAttribute');
    applyChurchTheme('#1d4ed8');
    expect(setProperty).not.toHaveBeenCalled();
    expect(setAttribute).not.toHaveBeenCalled();
    setAttribute.mockRestore();
  });

  it("sets what changed when the church's colour is not the one inlined", () => {
    document.head.innerHTML = `<style id="church-theme">${churchThemeCss('#1d4ed8')}</style>`;
    applyChurchTheme('#b91c1c');
    expect(document.documentElement.style.getPropertyValue('--church-primary')).toBe('#B91C1C');
  });
});
