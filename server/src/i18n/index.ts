export { CATALOGS, t, translate, translateText } from './catalogs';
export { I18nModule } from './i18n.module';
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, languageFromAcceptLanguage } from './language';
export type { Language } from './language';
export { MemberLanguagesService } from './member-languages.service';
export { Message, msg } from './message';
