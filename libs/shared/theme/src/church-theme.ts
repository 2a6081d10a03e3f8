const HEX_COLOUR = /^#([0-9a-f]{6})$/i;
export const DEFAULT_PRIMARY = '#3F51B5';
/** The opacity of the secondary colour derived from the primary (§4 "Bootstrap"). */
export const SECONDARY_OPACITY = 0.12;
/** WCAG AA for normal text. */
const MIN_TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

function channels(hex: string): Rgb {
  const match = HEX_COLOUR.exec(hex) ?? HEX_COLOUR.exec(DEFAULT_PRIMARY);
  const value = Number.parseInt(match?.[1] ?? '3F51B5', 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Relative luminance (WCAG 2.x). */
function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour a translucent tint of `colour` shows over white. */
function overWhite(colour: Rgb, opacity: number): Rgb {
  return colour.map((c) => Math.round(c * opacity + 255 * (1 - opacity))) as Rgb;
}

const hex = (rgb: Rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [17, 17, 17];

/** The primary, darkened just enough to be readable as text on white and on the secondary tint. */
function readableOnLight(primary: Rgb): Rgb {
  const tint = overWhite(primary, SECONDARY_OPACITY);
  let colour = primary;
  for (let step = 0; step < 20 && Math.min(contrast(colour, WHITE), contrast(colour, tint)) < MIN_TEXT_CONTRAST; step += 1) {
    colour = colour.map((c) => Math.round(c * 0.9)) as Rgb;
  }
  return colour;
}

/**
 * The CSS custom properties that theme the whole UI for a church: its primary colour, a secondary
 * at low opacity, a text colour readable on the primary, and the primary as readable link text.
 */
export function churchThemeVariables(primary: string | null | undefined): Record<string, string> {
  const colour = primary && HEX_COLOUR.test(primary) ? primary.toUpperCase() : DEFAULT_PRIMARY;
  const rgb = channels(colour);
  const onPrimary = contrast(WHITE, rgb) >= contrast(INK, rgb) ? '#FFFFFF' : '#111111';
  return {
    '--church-primary': colour,
    '--church-primary-rgb': rgb.join(' '),
    '--church-secondary': `rgb(${rgb.join(' ')} / ${SECONDARY_OPACITY})`,
    '--church-on-primary': onPrimary,
    '--church-link': hex(readableOnLight(rgb)),
  };
}

/** The same variables as a :root rule, for the server to inline before the first paint. */
export function churchThemeCss(primary: string | null | undefined): string {
  const declarations = Object.entries(churchThemeVariables(primary))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${declarations}}`;
}
