export const PICTURE_MAX_WIDTH = 1024;
export const PICTURE_JPEG_QUALITY = 0.7;

/**
 * Downscales a chosen picture in the browser to width ≤ 1024 px as a JPEG of quality 0.7
 * (spec 000 §5), so phones do not upload 12-megapixel photos. Throws 'Error reading file' when
 * the browser cannot decode it.
 */
export async function downscaleImage(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error('Error reading file');
  }
  const scale = Math.min(1, PICTURE_MAX_WIDTH / bitmap.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Error reading file');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', PICTURE_JPEG_QUALITY));
  if (!blob) throw new Error('Error reading file');
  return blob;
}
