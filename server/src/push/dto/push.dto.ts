import { Type } from 'class-transformer';
import { IsDefined, IsNumber, IsOptional, IsString, IsUrl, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { msg } from '../../i18n';

/** The last moment a JavaScript Date holds (ECMAScript: 100 000 000 days after 1970). */
const MAX_DATE_MS = 8.64e15;

export class PushSubscriptionKeysDto {
  /** The device's P-256 public key (base64url). */
  @IsString({ message: msg('keys.p256dh must be a string').message })
  @Matches(/^[\w-]{80,100}={0,2}$/, { message: msg('keys.p256dh is not a valid key').message })
  p256dh: string;

  /** The device's authentication secret (base64url). */
  @IsString({ message: msg('keys.auth must be a string').message })
  @Matches(/^[\w-]{16,40}={0,2}$/, { message: msg('keys.auth is not a valid secret').message })
  auth: string;
}

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export class SavePushSubscriptionDto {
  /** The push service URL of this device. */
  @IsString({ message: msg('endpoint must be a URL').message })
  @MaxLength(2000, { message: msg('endpoint is too long').message })
  // http passes here only for PUSH_PRIVATE_ORIGINS; the service decides (PushSubscriptionsService.save).
  @IsUrl({ protocols: ['https', 'http'], require_protocol: true, require_tld: false }, { message: msg('endpoint must be an https URL').message })
  endpoint: string;

  /** When the subscription expires (milliseconds since the epoch), or null. */
  @IsOptional()
  @IsNumber({}, { message: msg('expirationTime must be a number or null').message })
  // A date both JavaScript and PostgreSQL's timestamptz can hold (JavaScript's last is earlier).
  @Min(0, { message: msg('expirationTime must be a time in milliseconds since 1970').message })
  @Max(MAX_DATE_MS, { message: msg('expirationTime must be a time in milliseconds since 1970').message })
  expirationTime?: number | null;

  @IsDefined({ message: msg('keys is required').message })
  @ValidateNested()
  @Type(() => PushSubscriptionKeysDto)
  keys: PushSubscriptionKeysDto;
}

export class RemovePushSubscriptionDto {
  @IsString({ message: msg('endpoint must be a URL').message })
  @MaxLength(2000, { message: msg('endpoint is too long').message })
  endpoint: string;
}

export class PushPublicKeyDto {
  /** The VAPID public key (base64url) to pass as applicationServerKey when subscribing. */
  publicKey: string;
}
