import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, posix, resolve, sep } from 'node:path';
import type { ReadStream } from 'node:fs';

const TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.mp4': 'video/mp4',
  '.m4s': 'video/iso.segment',
  '.vtt': 'text/vtt; charset=utf-8',
};

/** A file name in a video's folder: one segment, no path. */
export const MEDIA_FILE = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}$/;

export type MediaFileAnswer =
  | { kind: 'file'; status: 200 | 206; type: string; length: number; range: string | null; body: ReadStream }
  | { kind: 'unsatisfiable'; size: number }
  | { kind: 'missing' };

/**
 * The area's media store on a disk: a video's files are in the folder of its playlist or file
 * (`plano_assinatura_midia.endereco`), and only those are served. Byte ranges are answered (HLS reads
 * a fragmented MP4 by ranges; browsers seek with them).
 */
export class MediaFiles {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file `name` beside the video's media `endereco`, or null when the name could leave that folder. */
  private pathOf(endereco: string, name: string): string | null {
    if (!MEDIA_FILE.test(name) || name.includes('..')) return null;
    const path = resolve(join(this.root, posix.dirname(endereco), name));
    return path.startsWith(this.root + sep) ? path : null;
  }

  async open(endereco: string, name: string, rangeHeader: string | undefined): Promise<MediaFileAnswer> {
    const path = this.pathOf(endereco, name);
    const type = TYPES[extname(name).toLowerCase()];
    if (!path || !type) return { kind: 'missing' };
    const size = await stat(path).then(
      (found) => (found.isFile() ? found.size : null),
      () => null,
    );
    if (size === null) return { kind: 'missing' };
    const range = rangeHeader === undefined ? null : byteRange(rangeHeader, size);
    if (range === 'unsatisfiable') return { kind: 'unsatisfiable', size };
    if (!range) return { kind: 'file', status: 200, type, length: size, range: null, body: createReadStream(path) };
    return { kind: 'file', status: 206, type, length: range.end - range.start + 1, range: `bytes ${range.start}-${range.end}/${size}`, body: createReadStream(path, range) };
  }
}

/** One `bytes=` range of a file of `size` bytes; null for a header this does not read (the whole file is sent). */
export function byteRange(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
