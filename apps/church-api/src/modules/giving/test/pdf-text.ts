import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by pdfkit shows, one line per text run: each compressed content stream is
 * inflated and the hex strings of its `TJ` arrays (the standard fonts' WinAnsi codes) decoded.
 * Enough to read what a statement says, not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  // Each stream is read by the length its dictionary gives: its compressed bytes may end in a carriage
  // return, which a search for the line break before `endstream` would take as part of the break.
  for (const stream of raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = (stream.index ?? 0) + stream[0].length;
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw.slice(start, start + Number(stream[1])), 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const run of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      lines.push([...(run[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1')).join(''));
    }
  }
  return lines.join('\n');
}
