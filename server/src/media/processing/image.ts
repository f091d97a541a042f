import sharp, { Metadata, SharpOptions } from 'sharp';
import { MEDIA_LIMITS } from '../media-limits';

// One image at a time per worker: libvips' own thread pool already uses the cores.
sharp.concurrency(1);
sharp.cache(false);

export class InvalidImageError extends Error {}

/** The header claims more pixels than allowed: refused before any pixel is decoded. */
export class TooManyPixelsError extends InvalidImageError {}

/** The system errors of a write that say nothing about the image (strerror texts, as libvips quotes them). */
const DISK_ERROR = /No space left on device|Disk quota exceeded|Read-only file system|Input\/output error/i;

export interface ImageCheck {
  width: number;
  height: number;
  format: string;
}

const inputOptions = (maxPixels: number): SharpOptions => ({
  limitInputPixels: maxPixels,
  // A truncated or corrupt file fails instead of producing a grey half picture.
  failOn: 'truncated',
  // Animated GIF/WebP: the first frame becomes the picture (the output is a JPEG).
  animated: false,
  sequentialRead: true,
});

/**
 * Cheap validation before an image is accepted: reads the header (dimensions, so a
 * decompression bomb is refused before any pixel is decoded) and decodes a small thumbnail
 * (JPEG shrink-on-load keeps this fast) to catch truncated and corrupt files.
 */
export async function checkImage(file: string, maxPixels: number = MEDIA_LIMITS.maxImagePixels): Promise<ImageCheck> {
  let meta: Metadata;
  try {
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch (err) {
    throw new InvalidImageError((err as Error).message);
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width * height > maxPixels) throw new TooManyPixelsError(`too many pixels: ${width}x${height}`);
  if (!width || !height || !meta.format) throw new InvalidImageError('no dimensions');
  try {
    await sharp(file, inputOptions(maxPixels)).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
  } catch (err) {
    throw new InvalidImageError((err as Error).message);
  }
  return { width, height, format: meta.format };
}

export interface NormalizedImage {
  width: number;
  height: number;
  bytes: number;
}

/**
 * The one image pipeline of the app (post and comment images, profile pictures): turns
 * upright by its EXIF orientation, flattens transparency on white, scales down to `maxWidth`,
 * writes a JPEG at `quality`, and keeps no metadata at all (no EXIF, GPS, XMP or ICC: sharp
 * writes none unless asked, and colours are converted to sRGB first).
 */
export async function normalizeImage(
  input: string | Buffer,
  output: string,
  opts: { maxWidth?: number; quality?: number; maxPixels?: number; square?: boolean } = {},
): Promise<NormalizedImage> {
  const maxWidth = opts.maxWidth ?? MEDIA_LIMITS.imageMaxWidth;
  try {
    let pipeline = sharp(input, inputOptions(opts.maxPixels ?? MEDIA_LIMITS.maxImagePixels))
      .rotate()
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb');
    pipeline = opts.square
      ? pipeline.resize(maxWidth, maxWidth, { fit: 'cover', withoutEnlargement: true })
      : pipeline.resize({ width: maxWidth, withoutEnlargement: true });
    const info = await pipeline.jpeg({ quality: opts.quality ?? MEDIA_LIMITS.imageJpegQuality, mozjpeg: false, progressive: true }).toFile(output);
    return { width: info.width, height: info.height, bytes: info.size };
  } catch (err) {
    // Writing the output can fail because of the disk, not the picture (libvips reports a full
    // disk as "write error … No space left on device"): such a failure is retried like any other
    // storage error, not taken for a bad image that fails at once for good.
    if (DISK_ERROR.test((err as Error).message)) throw err;
    throw new InvalidImageError((err as Error).message);
  }
}

