import { Controller, Delete, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../common/auth-user';
import { ApiDiskFull } from '../common/decorators/api-disk-full.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ProfilePictureDto, UploadProfilePictureDto } from './profile-picture.dto';
import { ProfilePictureService } from './profile-picture.service';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';

/**
 * Profile pictures; the files are served by the storage module at /api/uploads/profile_images/….
 * The paths and the `image` tag are the ones the API has always had.
 */
@ApiTags('image')
@Controller()
export class ProfilePictureController {
  constructor(private readonly pictures: ProfilePictureService) {}

  /** Replaces the member's profile picture (JPEG, PNG, WebP or GIF; stored as a JPEG ≤ 1024 px wide). */
  @Post('image/upload-profile-picture')
  @RateLimit('profile-pictures')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadProfilePictureDto })
  @ApiDiskFull()
  uploadProfilePicture(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<ProfilePictureDto> {
    return this.pictures.upload(user.userId, request);
  }

  /** Removes the picture; the member gets the default picture back. */
  @RateLimit('writes')
  @Delete('image/delete-profile-picture')
  deleteProfilePicture(@CurrentUser() user: AuthUser): Promise<ProfilePictureDto> {
    return this.pictures.remove(user.userId);
  }
}
