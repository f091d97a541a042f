import { Controller, Delete, Get, NotFoundException, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { ProfilePictureDto, UploadProfilePictureDto } from './image.dto';
import { ProfilePictureService } from './profile-picture.service';
import { ProfilePictureStore } from './profile-picture-store';

@ApiTags('image')
@Controller()
export class ImageController {
  constructor(
    private readonly pictures: ProfilePictureService,
    private readonly store: ProfilePictureStore,
  ) {}

  /** Replaces the member's profile picture (JPEG, PNG, WebP or GIF; stored as a JPEG ≤ 1024 px wide). */
  @Post('image/upload-profile-picture')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadProfilePictureDto })
  uploadProfilePicture(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<ProfilePictureDto> {
    return this.pictures.upload(user.userId, request);
  }

  /** Removes the picture; the member gets the default picture back. */
  @Delete('image/delete-profile-picture')
  deleteProfilePicture(@CurrentUser() user: AuthUser): Promise<ProfilePictureDto> {
    return this.pictures.remove(user.userId);
  }

  /** Serves profile pictures (public: they appear next to public posts; names are unguessable). */
  @Public()
  @ApiExcludeEndpoint()
  @Get('uploads/profile_images/:name')
  async profileImage(@Param('name') name: string, @Res() reply: FastifyReply): Promise<void> {
    const file = await this.store.open(name);
    if (!file) throw new NotFoundException('Image not found');
    await reply
      .header('content-type', file.type)
      .header('content-length', file.size)
      .header('cache-control', file.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  }
}
