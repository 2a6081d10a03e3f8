import { create } from 'qrcode';

/** A QR code of `value` as one SVG path of unit squares, with a quiet zone of four modules: its size and path. */
export function qrPath(value: string): { size: number; path: string } {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) path += `M${column + 4} ${row + 4}h1v1h-1z`;
    }
  }
  return { size: modules.size + 8, path };
}
