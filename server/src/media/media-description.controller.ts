import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../common/auth-user';
import { AppScopes } from '../common/decorators/app-access.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ErrorDto } from '../common/error.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { MediaDescriptionAnswerDto, MediaIdParamDto, UpdateMediaDescriptionDto } from './media-description.dto';
import { MediaDescriptionService } from './media-description.service';

/** The description of a media file: alt text of an image, the accessible name of a video or recording (issue 41). */
@ApiTags('media')
@AppScopes('posts:read', 'posts:write')
@Controller('media')
export class MediaDescriptionController {
  constructor(private readonly descriptions: MediaDescriptionService) {}

  /** Sets, changes or, given an empty text, removes the description of one of the member's own media files. */
  @Put(':mediaId/description')
  @RateLimit('writes')
  @ApiBadRequestResponse({ type: ErrorDto, description: '`Invalid media id`, `Description must be text`, `Description must be at most 1500 characters`' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'The e-mail address is not verified yet' })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Media not found`: no such file, or another member uploaded it' })
  async updateMediaDescription(
    @CurrentUser() user: AuthUser,
    @Param() params: MediaIdParamDto,
    @Body() dto: UpdateMediaDescriptionDto,
  ): Promise<MediaDescriptionAnswerDto> {
    const { description } = await this.descriptions.describe(user.userId, params.mediaId, dto.description);
    return { message: 'Description saved', media_id: params.mediaId, description };
  }
}
