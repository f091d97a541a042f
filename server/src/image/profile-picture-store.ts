import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import sharp from 'sharp';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { DEFAULT_PROFILE_PICTURE } from '../users/user.entity';

export const PROFILE_IMAGES_DIR = 'uploads/profile_images';
export const DEFAULT_PICTURE_FILE = 'default-profile.png';
/** Stored names: 24 random hex characters, so a picture's address cannot be guessed. */
const STORED_NAME = /^[a-f0-9]{24}\.jpg$/;

/** A neutral avatar: a soft blue disc with a head-and-shoulders silhouette. */
const DEFAULT_AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="#dce8f6"/>
  <circle cx="256" cy="200" r="96" fill="#7da9d9"/>
  <path d="M76 512c0-104 81-176 180-176s180 72 180 176z" fill="#7da9d9"/>
</svg>`;

/**
 * Profile picture files on local disk under DATA_DIR/uploads/profile_images. Kept small and
 * separate from the general media storage so the two can be unified later without collisions.
 */
@Injectable()
export class ProfilePictureStore implements OnModuleInit {
  private readonly log = new Logger('ProfilePictures');
  readonly dir: string;

  constructor(@Inject(SETTINGS) settings: Settings) {
    this.dir = join(settings.dataDir, PROFILE_IMAGES_DIR);
  }

  /** Ships a real default picture: generated once into the data directory. */
  async onModuleInit(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const file = join(this.dir, DEFAULT_PICTURE_FILE);
    if (!existsSync(file)) {
      const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(tmp, await sharp(Buffer.from(DEFAULT_AVATAR_SVG)).png().toBuffer());
      await rename(tmp, file);
      this.log.log(`generated ${file}`);
    }
  }

  /** Writes a processed JPEG under a new random name; returns the stored path (`uploads/…`). */
  async save(jpeg: Buffer): Promise<string> {
    const name = `${randomBytes(12).toString('hex')}.jpg`;
    const file = join(this.dir, name);
    const tmp = `${file}.tmp`;
    await writeFile(tmp, jpeg);
    await rename(tmp, file);
    return `${PROFILE_IMAGES_DIR}/${name}`;
  }

  /** Removes a stored picture; the default picture and paths outside the folder are left alone. */
  async remove(storedPath: string | null | undefined): Promise<void> {
    if (!storedPath || storedPath === DEFAULT_PROFILE_PICTURE || !storedPath.startsWith(`${PROFILE_IMAGES_DIR}/`)) return;
    const name = storedPath.slice(PROFILE_IMAGES_DIR.length + 1);
    if (!STORED_NAME.test(name)) return;
    await rm(join(this.dir, name), { force: true });
  }

  /** Opens a served file by its name, or undefined when the name is not one we store. */
  async open(name: string): Promise<{ stream: ReadStream; size: number; type: string; immutable: boolean } | undefined> {
    const isDefault = name === DEFAULT_PICTURE_FILE;
    if (!isDefault && !STORED_NAME.test(name)) return undefined;
    const file = join(this.dir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { stream: createReadStream(file), size: info.size, type: isDefault ? 'image/png' : 'image/jpeg', immutable: !isDefault };
  }
}
