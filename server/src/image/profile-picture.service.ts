import { BadRequestException, Injectable, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { UsersService } from '../users/users.service';
import { DEFAULT_PROFILE_PICTURE } from '../users/user.entity';
import { ProfilePictureDto } from './image.dto';
import { processProfilePicture } from './profile-picture.processing';
import { ProfilePictureStore } from './profile-picture-store';

export const PROFILE_PICTURE_FIELD = 'profile_picture';
export const PROFILE_PICTURE_MAX_BYTES = 10 * 1024 * 1024;

@Injectable()
export class ProfilePictureService {
  constructor(
    private readonly users: UsersService,
    private readonly store: ProfilePictureStore,
  ) {}

  async upload(userId: number, request: FastifyRequest): Promise<ProfilePictureDto> {
    const bytes = await this.readUpload(request);
    const jpeg = await processProfilePicture(bytes);
    const path = await this.store.save(jpeg);
    const previous = await this.users.setProfilePicture(userId, path);
    if (previous === null) {
      await this.store.remove(path);
      throw new NotFoundException('User data is not available');
    }
    await this.store.remove(previous);
    return { profile_picture: path };
  }

  async remove(userId: number): Promise<ProfilePictureDto> {
    const previous = await this.users.resetProfilePicture(userId);
    if (previous === null) throw new NotFoundException('User data is not available');
    await this.store.remove(previous);
    return { profile_picture: DEFAULT_PROFILE_PICTURE };
  }

  /** Reads the one file part, enforcing the size limit while streaming. */
  private async readUpload(request: FastifyRequest): Promise<Buffer> {
    if (!request.isMultipart()) throw new BadRequestException('Send the picture as multipart/form-data in the field profile_picture');
    const part = await request.file({ limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1 } });
    if (!part) throw new BadRequestException('No picture received. Choose an image file.');
    if (part.fieldname !== PROFILE_PICTURE_FIELD) {
      part.file.resume();
      throw new BadRequestException('Send the picture in the form field profile_picture');
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeException('The picture is too large (at most 10 MB)');
      throw new BadRequestException('The upload was interrupted. Please try again.');
    }
    if (bytes.length === 0) throw new BadRequestException('No picture received. Choose an image file.');
    return bytes;
  }
}
