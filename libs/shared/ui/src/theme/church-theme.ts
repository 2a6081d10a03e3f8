const HEX_COLOUR = /^#([0-9a-f]{6})$/i;
export const DEFAULT_PRIMARY = '#3F51B5';
/** The opacity of the secondary colour derived from the primary (§4 "Bootstrap"). */
export const SECONDARY_OPACITY = 0.12;

function channels(hex: string): [number, number, number] {
  const match = HEX_COLOUR.exec(hex) ?? HEX_COLOUR.exec(DEFAULT_PRIMARY);
  const value = Number.parseInt(match?.[1] ?? '3F51B5', 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Relative luminance (WCAG 2.x). */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * The CSS custom properties that theme the whole UI for a church: its primary colour, a secondary
 * at low opacity, and a text colour readable on the primary.
 */
export function churchThemeVariables(primary: string | null | undefined): Record<string, string> {
  const colour = primary && HEX_COLOUR.test(primary) ? primary.toUpperCase() : DEFAULT_PRIMARY;
  const rgb = channels(colour);
  const onPrimary = luminance(rgb) > 0.35 ? '#111111' : '#FFFFFF';
  return {
    '--church-primary': colour,
    '--church-primary-rgb': rgb.join(' '),
    '--church-secondary': `rgb(${rgb.join(' ')} / ${SECONDARY_OPACITY})`,
    '--church-on-primary': onPrimary,
  };
}

/** The same variables as a :root rule, for the server to inline before the first paint. */
export function churchThemeCss(primary: string | null | undefined): string {
  const declarations = Object.entries(churchThemeVariables(primary))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${declarations}}`;
}
