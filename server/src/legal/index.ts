// Legal's public surface: terms of service and cookie consent.
export { LegalModule } from './legal.module';
export { CookieConsentModule } from './cookie-consent.module';
export { TermsEntity } from './terms.entity';
export { CookieConsentEntity } from './cookie-consent.entity';
export { exportedConsents } from './cookie-consent.repository';
