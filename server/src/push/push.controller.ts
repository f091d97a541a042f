import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { MessageDto } from '../common/error.dto';
import { PushPublicKeyDto, RemovePushSubscriptionDto, SavePushSubscriptionDto } from './dto/push.dto';
import { PushSubscriptionsService } from './push-subscriptions.service';
import { PushService } from './push.service';

@ApiTags('push')
@Controller('push')
export class PushController {
  constructor(
    private readonly subscriptions: PushSubscriptionsService,
    private readonly push: PushService,
  ) {}

  /** Saves this device's push subscription for the signed-in member (one row per endpoint). */
  @Post('save-subscription')
  @HttpCode(201)
  async saveSubscription(@CurrentUser() user: AuthUser, @Body() body: SavePushSubscriptionDto): Promise<MessageDto> {
    await this.subscriptions.save(user.userId, body);
    return { message: 'Subscription saved' };
  }

  /** Forgets this device's subscription (the member turned push off). */
  @Post('remove-subscription')
  @HttpCode(200)
  async removeSubscription(@CurrentUser() user: AuthUser, @Body() body: RemovePushSubscriptionDto): Promise<MessageDto> {
    await this.subscriptions.remove(user.userId, body.endpoint);
    return { message: 'Subscription removed' };
  }

  /** The application server key the browser subscribes with. */
  @Public()
  @Get('public-key')
  publicKey(): PushPublicKeyDto {
    return { publicKey: this.push.publicKey() };
  }
}
