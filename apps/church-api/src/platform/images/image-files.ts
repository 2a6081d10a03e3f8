import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

/** The largest picture any module accepts in an upload. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface SniffedImage {
  type: ImageType;
  extension: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
}

/** The image's type by its content (magic bytes) and its size in pixels; null for anything else. */
export function sniffImage(data: Buffer): SniffedImage | null {
  if (data.length >= 24 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { type: 'image/png', extension: 'png', width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  }
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    const size = jpegSize(data);
    return size ? { type: 'image/jpeg', extension: 'jpg', ...size } : null;
  }
  if (data.length >= 30 && data.toString('ascii', 0, 4) === 'RIFF' && data.toString('ascii', 8, 12) === 'WEBP') {
    const size = webpSize(data);
    return size ? { type: 'image/webp', extension: 'webp', ...size } : null;
  }
  return null;
}

function jpegSize(data: Buffer): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < data.length) {
    if (data[offset] !== 0xff) return null;
    const marker = data[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = data.readUInt16BE(offset + 2);
    // Start-of-frame markers (SOF0–SOF15 but DHT, JPG and DAC) carry the size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

function webpSize(data: Buffer): { width: number; height: number } | null {
  const chunk = data.toString('ascii', 12, 16);
  if (chunk === 'VP8 ' && data.length >= 30) {
    return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L' && data.length >= 25) {
    const bits = data.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && data.length >= 30) {
    return { width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1 };
  }
  return null;
}

/** Where uploaded pictures are kept. */
export interface ImageStorage {
  /** Stores the bytes under a new name in `folder`; returns the public URL. */
  save(folder: string, image: SniffedImage, data: Buffer): Promise<string>;
  /** Removes a picture this storage returned earlier (an unknown URL is ignored). */
  remove(url: string): Promise<void>;
}

/** Local disk under UPLOADS_DIR, served by the app at /uploads/. */
export class LocalImageStorage implements ImageStorage {
  constructor(
    private readonly root: string,
    private readonly publicPrefix = '/uploads',
  ) {}

  async save(folder: string, image: SniffedImage, data: Buffer): Promise<string> {
    const safeFolder = folder.replace(/[^a-z0-9/-]/gi, '');
    const name = `${randomBytes(12).toString('hex')}.${image.extension}`;
    const directory = join(this.root, safeFolder);
    await mkdir(directory, { recursive: true });
    await writeFile(join(directory, name), data);
    return `${this.publicPrefix}/${safeFolder}/${name}`;
  }

  async remove(url: string): Promise<void> {
    if (!url.startsWith(`${this.publicPrefix}/`)) return;
    const root = resolve(this.root);
    const file = resolve(root, url.slice(this.publicPrefix.length + 1));
    if (!file.startsWith(root + sep)) return;
    await rm(file, { force: true });
  }
}
