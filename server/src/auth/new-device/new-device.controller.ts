import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiTags } from '@nestjs/swagger';
import { SmallBody } from '../../common/body-limit';
import { AccountOnly } from '../../common/decorators/app-access.decorator';
import { Public } from '../../common/decorators/public.decorator';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator';
import { ErrorDto } from '../../common/error.dto';
import { SecureAccountDto, SecureAccountResponseDto } from '../dto/new-device.dto';
import { NewDeviceService, SECURE_LINK_INVALID } from './new-device.service';

/** The "It was not me" link of the new sign-in mail (issue 43). */
@ApiTags('auth')
@AccountOnly()
@Controller('auth')
export class NewDeviceController {
  constructor(private readonly newDevices: NewDeviceService) {}

  /**
   * Ends the session the "New sign-in" mail was about and answers a password-reset token, so the
   * member chooses a new password next (the page at `/secure-account?token=…` calls this).
   */
  @Public()
  @Post('secure-account')
  @SmallBody()
  @HttpCode(200)
  @RateLimit('public-writes')
  @ApiBadRequestResponse({ type: ErrorDto, description: `\`${SECURE_LINK_INVALID}\` (unknown, used or older than 7 days), or \`Invalid or missing token.\`` })
  secureAccount(@Body() dto: SecureAccountDto): Promise<SecureAccountResponseDto> {
    return this.newDevices.secureAccount(dto.token);
  }
}
