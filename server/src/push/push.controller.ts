import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthUser } from '../common/auth-user';
import { AccountOnly } from '../common/decorators/app-access.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { ErrorDto, MessageDto } from '../common/error.dto';
import { PushPublicKeyDto, RemovePushSubscriptionDto, SavePushSubscriptionDto } from './dto/push.dto';
import { PushSubscriptionsService } from './push-subscriptions.service';
import { PushService } from './push.service';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { msg } from '../i18n';

/** A device's push subscription belongs to its device session: device management, never for API keys or apps (they have no session). */
@ApiTags('push')
@AccountOnly()
@Controller('push')
export class PushController {
  constructor(
    private readonly subscriptions: PushSubscriptionsService,
    private readonly push: PushService,
  ) {}

  /**
   * Saves this device's push subscription for the signed-in member and this device session (one
   * row per endpoint). It ends with the session. The endpoint must be an https URL of a push
   * service (PUSH_ALLOWED_HOSTS) whose addresses are all public.
   */
  @Post('save-subscription')
  @ApiCreatedResponse({ type: MessageDto })
  @ApiBadRequestResponse({
    type: ErrorDto,
    description:
      'Invalid subscription, e.g. `endpoint must be an https URL`, `endpoint is not a known push service`, `endpoint must not point to a private or reserved address`, `endpoint host could not be resolved`',
  })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: '`Your session has ended. Please sign in again.`' })
  @RateLimit('push-subscriptions')
  @HttpCode(201)
  async saveSubscription(@CurrentUser() user: AuthUser, @Body() body: SavePushSubscriptionDto): Promise<MessageDto> {
    await this.subscriptions.save(user, body);
    return { message: msg('Subscription saved').message };
  }

  /** Forgets this device's subscription (the member turned push off). */
  @RateLimit('writes')
  @Post('remove-subscription')
  @HttpCode(200)
  async removeSubscription(@CurrentUser() user: AuthUser, @Body() body: RemovePushSubscriptionDto): Promise<MessageDto> {
    await this.subscriptions.remove(user.userId, body.endpoint);
    return { message: msg('Subscription removed').message };
  }

  /** The application server key the browser subscribes with. */
  @Public()
  @Get('public-key')
  publicKey(): PushPublicKeyDto {
    return { publicKey: this.push.publicKey() };
  }
}
