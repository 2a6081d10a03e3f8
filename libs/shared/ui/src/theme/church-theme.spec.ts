import { describe, expect, it } from 'vitest';
import { churchThemeCss, churchThemeVariables } from './church-theme';

describe('churchThemeVariables', () => {
  it('derives a low-opacity secondary and a readable text colour from the primary', () => {
    expect(churchThemeVariables('#1f4e9e')).toEqual({
      '--church-primary': '#1F4E9E',
      '--church-primary-rgb': '31 78 158',
      '--church-secondary': 'rgb(31 78 158 / 0.12)',
      '--church-on-primary': '#FFFFFF',
    });
    expect(churchThemeVariables('#F5E663')['--church-on-primary']).toBe('#111111');
  });

  it('falls back to the default colour for anything that is not a hex colour', () => {
    expect(churchThemeVariables('red; background:url(x)')['--church-primary']).toBe('#3F51B5');
    expect(churchThemeVariables(null)['--church-primary']).toBe('#3F51B5');
  });

  it('renders a :root rule', () => {
    expect(churchThemeCss('#B3261E')).toContain(':root{--church-primary:#B3261E;');
  });
});
