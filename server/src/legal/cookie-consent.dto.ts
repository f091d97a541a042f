import { IsOptional } from 'class-validator';
import { FieldRules } from '../auth';
import { msg } from '../i18n';

const bool = (name: string) => [(v: unknown) => typeof v === 'boolean', `${name} must be true or false`] as const;

export class CookieConsentDto {
  /** Essential cookies: always on, whatever is sent. */
  @IsOptional()
  @FieldRules(bool('pakolliset'))
  pakolliset?: boolean;

  @FieldRules(bool('analytics'))
  analytics: boolean;

  @FieldRules(bool('ads'))
  ads: boolean;

  @FieldRules(bool('personalization'))
  personalization: boolean;

  /** When the member saved the choice (ISO 8601); now when omitted. */
  @IsOptional()
  @FieldRules([(v) => typeof v === 'string' && v.length <= 40 && !Number.isNaN(Date.parse(v)), msg('dateSaved must be a date').message])
  dateSaved?: string;
}

export class CookieConsentResponseDto {
  message: string;
  consent: CookieConsentDto;
}
