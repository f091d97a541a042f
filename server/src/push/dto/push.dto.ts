import { Type } from 'class-transformer';
import { IsDefined, IsNumber, IsOptional, IsString, IsUrl, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';

/** The last moment a JavaScript Date holds (ECMAScript: 100 000 000 days after 1970). */
const MAX_DATE_MS = 8.64e15;

export class PushSubscriptionKeysDto {
  /** The device's P-256 public key (base64url). */
  @IsString({ message: 'keys.p256dh must be a string' })
  @Matches(/^[\w-]{80,100}={0,2}$/, { message: 'keys.p256dh is not a valid key' })
  p256dh: string;

  /** The device's authentication secret (base64url). */
  @IsString({ message: 'keys.auth must be a string' })
  @Matches(/^[\w-]{16,40}={0,2}$/, { message: 'keys.auth is not a valid secret' })
  auth: string;
}

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export class SavePushSubscriptionDto {
  /** The push service URL of this device. */
  @IsString({ message: 'endpoint must be a URL' })
  @MaxLength(2000, { message: 'endpoint is too long' })
  // http passes here only for PUSH_PRIVATE_ORIGINS; the service decides (PushSubscriptionsService.save).
  @IsUrl({ protocols: ['https', 'http'], require_protocol: true, require_tld: false }, { message: 'endpoint must be an https URL' })
  endpoint: string;

  /** When the subscription expires (milliseconds since the epoch), or null. */
  @IsOptional()
  @IsNumber({}, { message: 'expirationTime must be a number or null' })
  // A date both JavaScript and PostgreSQL's timestamptz can hold (JavaScript's last is earlier).
  @Min(0, { message: 'expirationTime must be a time in milliseconds since 1970' })
  @Max(MAX_DATE_MS, { message: 'expirationTime must be a time in milliseconds since 1970' })
  expirationTime?: number | null;

  @IsDefined({ message: 'keys is required' })
  @ValidateNested()
  @Type(() => PushSubscriptionKeysDto)
  keys: PushSubscriptionKeysDto;
}

export class RemovePushSubscriptionDto {
  @IsString({ message: 'endpoint must be a URL' })
  @MaxLength(2000, { message: 'endpoint is too long' })
  endpoint: string;
}

export class PushPublicKeyDto {
  /** The VAPID public key (base64url) to pass as applicationServerKey when subscribing. */
  publicKey: string;
}
