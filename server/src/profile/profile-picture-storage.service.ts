import { Injectable, Logger } from '@nestjs/common';
import { isProtectedKey } from '../storage/built-in-files';
import { Storage } from '../storage/storage';
import { isSafeKey, randomName } from '../storage/storage-keys';

/** Where profile pictures live in the storage; served at /api/uploads/profile_images/… */
export const PROFILE_IMAGES_PREFIX = 'uploads/profile_images/';

/** Whether a stored path is a member's own picture file (so it may be deleted). */
export function isOwnPictureKey(key: string | null | undefined): key is string {
  return !!key && key.startsWith(PROFILE_IMAGES_PREFIX) && isSafeKey(key) && !isProtectedKey(key);
}

/**
 * Profile picture files in the configured Storage (local disk or S3), like every other
 * uploaded file. Exported for the account purge, which removes a deleted member's picture.
 */
@Injectable()
export class ProfilePictureStorageService {
  private readonly log = new Logger('ProfilePictures');

  constructor(private readonly storage: Storage) {}

  /** Takes over a processed JPEG (a local file) under a new random name; returns its key (`uploads/…`). */
  async save(jpegFile: string): Promise<string> {
    const key = `${PROFILE_IMAGES_PREFIX}${randomName()}.jpg`;
    await this.storage.moveIn(key, jpegFile, 'image/jpeg');
    return key;
  }

  /**
   * Removes a member's picture file. The shared default picture and anything outside the
   * pictures folder are left alone. A storage failure is logged, not thrown: the member's
   * change is already saved, and an unreferenced file with a random name harms no one.
   */
  async remove(key: string | null | undefined): Promise<void> {
    if (!isOwnPictureKey(key)) return;
    await this.storage.delete(key).catch((err: Error) => this.log.warn(`could not remove ${key}: ${err.message}`));
  }
}
