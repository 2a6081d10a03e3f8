import { createRequire } from 'node:module';
import QRCode from 'qrcode';

const require = createRequire(import.meta.url);
// The `qrcode` package's own SVG renderer, which answers at once (its toString goes through a callback).
const svgRenderer = require('qrcode/lib/renderer/svg-tag.js') as { render(data: QRCode.QRCode, options: QRCode.QRCodeRenderersOptions): string };

/**
 * A QR code of `text` as an SVG data address for an <img>: drawn on the server, so that no browser
 * loads a QR library (the tickets' check-in codes, Pix codes).
 */
export function qrCodeDataUrl(text: string): string {
  const svg = svgRenderer.render(QRCode.create(text, { errorCorrectionLevel: 'M' }), { margin: 1 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
