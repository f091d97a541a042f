import { BadRequestException } from '@nestjs/common';
import sharp, { Metadata } from 'sharp';
import { detectImageKind } from './image-type';

export const PROFILE_PICTURE_MAX_WIDTH = 1024;
export const PROFILE_PICTURE_JPEG_QUALITY = 70;
/** Decompression-bomb guard: a 2 KB PNG can claim 100 000 × 100 000 pixels. */
export const PROFILE_PICTURE_MAX_PIXELS = 40_000_000;

export const NOT_AN_IMAGE = 'The file must be a JPEG, PNG, WebP or GIF image';

/**
 * Turns uploaded bytes into the stored picture: the type is decided from the content (magic
 * bytes, then sharp must agree), then oriented, flattened on white, scaled to width ≤ 1024 and
 * re-encoded as JPEG quality 70; sharp drops EXIF/GPS metadata unless asked to keep it.
 */
export async function processProfilePicture(input: Buffer): Promise<Buffer> {
  const kind = detectImageKind(input.subarray(0, 16));
  if (!kind) throw new BadRequestException(NOT_AN_IMAGE);
  const options = { limitInputPixels: PROFILE_PICTURE_MAX_PIXELS, failOn: 'error' as const };
  let meta: Metadata;
  try {
    // Reading the header only: the pixel limit is checked below with a clear message.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new BadRequestException('The image could not be read. Try another file.');
  }
  if (meta.format !== kind) throw new BadRequestException(NOT_AN_IMAGE);
  if ((meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) > PROFILE_PICTURE_MAX_PIXELS) {
    throw new BadRequestException('The image is too large (at most 40 megapixels)');
  }
  try {
    return await sharp(input, options)
      .rotate()
      .resize({ width: PROFILE_PICTURE_MAX_WIDTH, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: PROFILE_PICTURE_JPEG_QUALITY, mozjpeg: false })
      .toBuffer();
  } catch {
    throw new BadRequestException('The image could not be read. Try another file.');
  }
}
