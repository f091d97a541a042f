import sharp from 'sharp';

/** The picture every member has until they upload one (users.profile_picture's default). */
export const DEFAULT_PROFILE_PICTURE_KEY = 'uploads/profile_images/default-profile.png';

/**
 * A neutral avatar: a soft blue disc with a head-and-shoulders silhouette. 192 px covers the
 * largest place it is shown (the profile header) on a 2x screen; as a palette PNG it is about
 * 1 KB, where 512 px truecolour was 14 KB loaded for every 44 px avatar of a feed.
 */
const DEFAULT_AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="#dce8f6"/>
  <circle cx="256" cy="200" r="96" fill="#7da9d9"/>
  <path d="M76 512c0-104 81-176 180-176s180 72 180 176z" fill="#7da9d9"/>
</svg>`;

let defaultPicture: Promise<Buffer> | undefined;

/**
 * Keys that belong to the product, not to a member: shared by many rows, so nothing that
 * cleans up a member's files may ever delete them.
 */
export function isProtectedKey(key: string): boolean {
  return key === DEFAULT_PROFILE_PICTURE_KEY;
}

/**
 * Bytes served for a built-in key when the storage does not hold it. The default picture is
 * part of the product, so it is served in every storage mode (an empty bucket, a fresh data
 * directory) without a seeding step; an operator may still put their own file under the key,
 * which then wins.
 */
export function builtInFile(key: string): Promise<Buffer> | undefined {
  if (key !== DEFAULT_PROFILE_PICTURE_KEY) return undefined;
  defaultPicture ??= sharp(Buffer.from(DEFAULT_AVATAR_SVG)).png({ palette: true, compressionLevel: 9 }).toBuffer();
  return defaultPicture;
}
