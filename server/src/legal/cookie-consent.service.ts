import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CookieConsentDto, CookieConsentResponseDto } from './cookie-consent.dto';
import { msg } from '../i18n';

@Injectable()
export class CookieConsentService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Stores the member's cookie choice (one row per member; essential cookies are always on). */
  async save(userId: number, dto: CookieConsentDto): Promise<CookieConsentResponseDto> {
    const saved = dto.dateSaved ? new Date(dto.dateSaved) : new Date();
    await this.db.query(
      `INSERT INTO cookie_consents (user_id, pakolliset, analytics, ads, personalization, date_saved, updated_at)
       VALUES ($1, true, $2, $3, $4, $5, now())
       ON CONFLICT (user_id) DO UPDATE SET analytics = EXCLUDED.analytics, ads = EXCLUDED.ads,
         personalization = EXCLUDED.personalization, date_saved = EXCLUDED.date_saved, updated_at = now()`,
      [userId, dto.analytics, dto.ads, dto.personalization, saved],
    );
    return {
      message: msg('Cookie settings saved').message,
      consent: { pakolliset: true, analytics: dto.analytics, ads: dto.ads, personalization: dto.personalization, dateSaved: saved.toISOString() },
    };
  }
}
