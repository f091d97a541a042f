export { WatchedModule } from './watched.module';
export { BREAKS_RULES, type Screening, WatchedWordsService } from './watched-words.service';
export { EMAIL_NOT_ACCEPTED, EmailDomainBlocksService } from './email-domain-blocks.service';
export { MAX_PHRASE_WORDS, WATCHED_ACTIONS, type WatchedAction } from './phrase-matcher';
export type { DomainBlockRow, WatchedWordRow } from './watched.repository';
