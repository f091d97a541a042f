import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { AccountOnly } from '../common/decorators/app-access.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ErrorDto } from '../common/error.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { ApiKeysService } from './api-keys.service';
import { RequireRecentAuth } from './mfa/step-up';
import type { AuthUser } from './auth-user';
import { ApiKeyIdParamDto, ApiKeysDto, CreatedApiKeyDto, CreateApiKeyDto } from './dto/api-keys.dto';

/**
 * A member's API keys for their own scripts and bots (issue #30). Managing keys is account
 * management: only the member signed in to Pen may do it, never a key or an app.
 */
@ApiTags('auth')
@AccountOnly()
@Controller('auth/api-keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  /**
   * Makes a key; its secret is in this answer only (Pen keeps its hash). At most 20 keys per
   * member. A step-up action: a session signed in within the last 10 minutes counts, otherwise
   * `POST /api/auth/reauthenticate` first.
   */
  @RateLimit('writes')
  @RequireRecentAuth()
  @Post()
  @ApiUnprocessableEntityResponse({ type: ErrorDto, description: 'The member already has 20 keys' })
  createApiKey(@CurrentUser() user: AuthUser, @Body() dto: CreateApiKeyDto): Promise<CreatedApiKeyDto> {
    return this.keys.create(user.userId, dto);
  }

  /** The member's keys, newest first (never their secrets). */
  @Get()
  listApiKeys(@CurrentUser() user: AuthUser): Promise<ApiKeysDto> {
    return this.keys.list(user.userId);
  }

  /** Revokes a key: requests made with it are refused (401) from now on. */
  @RateLimit('writes')
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Revoked' })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`API key not found`' })
  async deleteApiKey(@CurrentUser() user: AuthUser, @Param() p: ApiKeyIdParamDto): Promise<void> {
    await this.keys.remove(user.userId, Number(p.id));
  }
}
