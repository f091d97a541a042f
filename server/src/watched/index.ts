export { WatchedModule } from './watched.module';
export { WatchedWordsService } from './watched-words.service';
export { EmailDomainBlocksService } from './email-domain-blocks.service';
export { MAX_PHRASE_WORDS, WATCHED_ACTIONS, type WatchedAction } from './phrase-matcher';
export type { DomainBlockRow, WatchedWordRow } from './watched.repository';
