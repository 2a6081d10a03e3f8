import sharp from 'sharp';
import { ProblemError } from '../http/problem';
import { type SniffedImage, sniffImage } from './image-files';

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

/**
 * An uploaded picture as it is kept: typed by its bytes and re-encoded (reencodeImage), with its new
 * size. A 415 naming `field` when it is not a JPEG, PNG or WebP that decodes.
 */
export async function acceptUploadedImage(data: Buffer, field: string): Promise<{ image: SniffedImage; data: Buffer }> {
  const image = sniffImage(data);
  const reencoded = image ? await reencodeImage(data, image) : null;
  if (!image || !reencoded) {
    throw new ProblemError(415, 'Unsupported Media Type', 'The picture must be a JPEG, PNG or WebP image.', {
      code: 'IMG_UNSUPPORTED_TYPE',
      errors: [{ field, message: 'Envie uma imagem JPEG, PNG ou WebP.' }],
    });
  }
  return { image: { ...image, width: reencoded.width, height: reencoded.height }, data: reencoded.data };
}
