import { dirname, join } from 'node:path';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ReceivedFile, ReceivedUpload, receiveUpload } from '../media';
import { Storage } from '../storage/storage';
import { DEFAULT_PROFILE_PICTURE, UsersService } from '../users';
import { ProfilePictureDto } from './profile-picture.dto';
import { processProfilePicture } from './profile-picture.processing';
import { ProfilePictureStorageService } from './profile-picture-storage.service';
import { msg } from '../i18n';

export const PROFILE_PICTURE_FIELD = 'profile_picture';
export const PROFILE_PICTURE_MAX_BYTES = 10 * 1024 * 1024;

const MESSAGES = {
  notMultipart: msg('Send the picture as multipart/form-data in the field profile_picture').message,
  noFile: msg('No picture received. Choose an image file.').message,
  wrongField: msg('Send the picture in the form field profile_picture').message,
  oneFile: msg('Send one picture at a time.').message,
  tooLarge: msg('The picture is too large (at most 10 MB)').message,
  noUser: msg('User data is not available').message,
} as const;

@Injectable()
export class ProfilePictureService {
  constructor(
    private readonly users: UsersService,
    private readonly store: ProfilePictureStorageService,
    private readonly storage: Storage,
  ) {}

  async upload(userId: number, request: FastifyRequest): Promise<ProfilePictureDto> {
    const upload = await this.receive(request);
    try {
      const file = this.onlyPicture(upload);
      const jpeg = join(dirname(file.path), 'picture.jpg');
      await processProfilePicture(file, jpeg);
      const key = await this.store.save(jpeg);
      const previous = await this.users.setProfilePicture(userId, key);
      if (previous === null) {
        await this.store.remove(key);
        throw new NotFoundException(MESSAGES.noUser);
      }
      await this.store.remove(previous);
      return { profile_picture: key };
    } finally {
      await upload.cleanup();
    }
  }

  async remove(userId: number): Promise<ProfilePictureDto> {
    const previous = await this.users.resetProfilePicture(userId);
    if (previous === null) throw new NotFoundException(MESSAGES.noUser);
    await this.store.remove(previous);
    return { profile_picture: DEFAULT_PROFILE_PICTURE };
  }

  /** Streams the upload to a temporary file, enforcing the size limit while the bytes arrive. */
  private receive(request: FastifyRequest): Promise<ReceivedUpload> {
    if (!request.isMultipart()) throw new BadRequestException(MESSAGES.notMultipart);
    return receiveUpload(request, this.storage, { maxFiles: 1, maxFileBytes: PROFILE_PICTURE_MAX_BYTES, tooManyMessage: MESSAGES.oneFile, tooLargeMessage: MESSAGES.tooLarge });
  }

  private onlyPicture(upload: ReceivedUpload): ReceivedFile {
    const [file] = upload.files;
    if (!file) throw new BadRequestException(MESSAGES.noFile);
    if (file.field !== PROFILE_PICTURE_FIELD) throw new BadRequestException(MESSAGES.wrongField);
    if (file.size === 0) throw new BadRequestException(MESSAGES.noFile);
    return file;
  }
}
