import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CookieConsentDto, CookieConsentResponseDto } from './cookie-consent.dto';
import { saveConsent } from './cookie-consent.repository';
import { msg } from '../i18n';

@Injectable()
export class CookieConsentService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Stores the member's cookie choice (one row per member; essential cookies are always on). */
  async save(userId: number, dto: CookieConsentDto): Promise<CookieConsentResponseDto> {
    const saved = dto.dateSaved ? new Date(dto.dateSaved) : new Date();
    await saveConsent(this.db.manager, userId, { analytics: dto.analytics, ads: dto.ads, personalization: dto.personalization, dateSaved: saved });
    return {
      message: msg('Cookie settings saved').message,
      consent: { pakolliset: true, analytics: dto.analytics, ads: dto.ads, personalization: dto.personalization, dateSaved: saved.toISOString() },
    };
  }
}
