import { useMemo } from 'react';
import { qrPath } from './qr-path';

export interface QrCodeProps {
  /** What the code carries: the card's verify address. */
  value: string;
  /** Its accessible name. */
  label: string;
  className?: string;
}

/** A QR code as SVG, drawn from qrcode's module matrix: black on white, which every reader scans. */
export function QrCode({ value, label, className }: QrCodeProps) {
  const { size, path } = useMemo(() => qrPath(value), [value]);
  return (
    <svg className={className} role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" data-qr-value={value}>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
