import { BadRequestException } from '@nestjs/common';
import { checkImage, InvalidImageError, kindsOf, normalizeImage, ReceivedFile, TooManyPixelsError } from '../media';
import { msg } from '../i18n';

export const PROFILE_PICTURE_MAX_WIDTH = 1024;
export const PROFILE_PICTURE_JPEG_QUALITY = 70;
/** Decompression-bomb guard: a 2 KB PNG can claim 100 000 × 100 000 pixels. */
export const PROFILE_PICTURE_MAX_PIXELS = 40_000_000;

export const PICTURE_MESSAGES = {
  notAnImage: msg('The file must be a JPEG, PNG, WebP or GIF image').message,
  unreadable: msg('The image could not be read. Try another file.').message,
  tooManyPixels: msg('The image is too large (at most 40 megapixels)').message,
} as const;

/**
 * Turns an uploaded file into the stored picture with the app's one image pipeline (the media
 * module's): the type is decided from the bytes (and the decoder must agree), the header is
 * checked against the pixel limit before any pixel is decoded, then the picture is oriented,
 * flattened on white, scaled to width ≤ 1024 and written as a JPEG of quality 70 without any
 * metadata (no EXIF, GPS or ICC).
 */
export async function processProfilePicture(file: ReceivedFile, output: string): Promise<void> {
  if (!file.format || !kindsOf(file.format).includes('image')) throw new BadRequestException(PICTURE_MESSAGES.notAnImage);
  try {
    const checked = await checkImage(file.path, PROFILE_PICTURE_MAX_PIXELS);
    if (checked.format !== file.format) throw new BadRequestException(PICTURE_MESSAGES.notAnImage);
    await normalizeImage(file.path, output, {
      maxWidth: PROFILE_PICTURE_MAX_WIDTH,
      quality: PROFILE_PICTURE_JPEG_QUALITY,
      maxPixels: PROFILE_PICTURE_MAX_PIXELS,
    });
  } catch (err) {
    if (err instanceof TooManyPixelsError) throw new BadRequestException(PICTURE_MESSAGES.tooManyPixels);
    if (err instanceof InvalidImageError) throw new BadRequestException(PICTURE_MESSAGES.unreadable);
    throw err;
  }
}
