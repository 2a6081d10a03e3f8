import { describe, expect, it } from 'vitest';
import { churchThemeCss, churchThemeVariables, contrast } from './church-theme';

const rgbOf = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

describe('churchThemeVariables', () => {
  it('derives a low-opacity secondary and a readable text colour from the primary', () => {
    expect(churchThemeVariables('#1f4e9e')).toMatchObject({
      '--church-primary': '#1F4E9E',
      '--church-primary-rgb': '31 78 158',
      '--church-secondary': 'rgb(31 78 158 / 0.12)',
      '--church-on-primary': '#FFFFFF',
    });
    expect(churchThemeVariables('#F5E663')['--church-on-primary']).toBe('#111111');
  });

  it('gives every demo colour, and light ones, link text that passes WCAG AA on white', () => {
    for (const primary of ['#1F4E9E', '#1B7F4C', '#B3261E', '#F5E663', '#66CCFF']) {
      const link = rgbOf(churchThemeVariables(primary)['--church-link'] ?? '');
      expect(contrast(link, [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
    }
    expect(churchThemeVariables('#1F4E9E')['--church-link']).toBe('#1F4E9E');
  });

  it('falls back to the default colour for anything that is not a hex colour', () => {
    expect(churchThemeVariables('red; background:url(x)')['--church-primary']).toBe('#3F51B5');
    expect(churchThemeVariables(null)['--church-primary']).toBe('#3F51B5');
  });

  it('renders a :root rule', () => {
    expect(churchThemeCss('#B3261E')).toContain(':root{--church-primary:#B3261E;');
  });
});
