import sharp from 'sharp';
import type { SniffedImage } from './image-files';

/** Larger pictures are scaled down to fit: a profile picture never needs more. */
const MAX_SIDE = 2048;
/** A decompression bomb (a small file of a huge picture) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ReencodedImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The picture decoded and encoded again in its own format: turned upright from its EXIF orientation,
 * and with every piece of metadata (EXIF with GPS position, XMP, ICC, comments) left behind, so that a
 * member's photo never tells where it was taken. Null when the bytes are not a picture that decodes.
 */
export async function reencodeImage(data: Buffer, image: SniffedImage): Promise<ReencodedImage | null> {
  try {
    const pipeline = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      image.type === 'image/png'
        ? pipeline.png({ compressionLevel: 9 })
        : image.type === 'image/webp'
          ? pipeline.webp({ quality: 85 })
          : pipeline.jpeg({ quality: 85, mozjpeg: true });
    const { data: output, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data: output, width: info.width, height: info.height };
  } catch {
    return null;
  }
}
