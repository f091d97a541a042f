import { Module } from '@nestjs/common';
import { CookieConsentController } from './cookie-consent.controller';
import { CookieConsentService } from './cookie-consent.service';

/**
 * Cookie consent, a module of its own beside LegalModule (terms) only because app.module.ts
 * registers it after AuthModule: the OpenAPI document, and so the generated SDK, lists routes in
 * module order and keeps the order it had when this route lived in `data/`.
 */
@Module({ controllers: [CookieConsentController], providers: [CookieConsentService] })
export class CookieConsentModule {}
