import { ConflictException, Inject, Injectable, Logger, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { DataSource, EntityManager } from 'typeorm';
import { msg } from '../i18n';
import { redisKeys } from '../redis/keys';
import { REDIS } from '../redis/redis.module';
import { ReportsService, type ReportTarget } from '../reports';
import { PhraseMatcher, phraseKey, type WatchedAction } from './phrase-matcher';
import { deleteWord, insertWord, listWords, type WatchedWordRow } from './watched.repository';

export const BREAKS_RULES = msg('This text breaks the community rules, so it cannot be published. Please change it.').message;
export const WORD_NOT_FOUND = msg('Watched word not found').message;
export const WORD_EXISTS = msg('This phrase is already watched').message;
export const PHRASE_HAS_NO_WORDS = msg('phrase must contain at least one letter or digit').message;

/** A safety net only: a change moves the version in Redis, which every process checks before matching. */
const MAX_AGE_MS = 60_000;

/**
 * What happens to text that passed the check: published as is (null), flagged for the moderators
 * or held for approval, with the watched phrase it holds (shown to the moderators in the case).
 */
export type Screening = { action: Exclude<WatchedAction, 'block'>; phrase: string } | null;

/** Only posts and comments can be held; a profile or a group with a `require_approval` phrase is flagged. */
const HOLDABLE: ReadonlySet<ReportTarget> = new Set<ReportTarget>(['post', 'comment', 'group_comment']);

/**
 * Watched words (issue 42): the list a paka keeps, and the check every owner of member text
 * (posts, comments, group comments, group titles, profile name, bio, testimony) runs before its
 * write. The list is kept compiled in each process; a change increments a version key in Redis,
 * and a process whose copy is of another version (or older than a minute) reads the list again,
 * so a write costs one Redis GET, not a database read.
 */
@Injectable()
export class WatchedWordsService {
  private readonly log = new Logger('WatchedWords');
  private cached: { matcher: PhraseMatcher; version: string | null; at: number } | undefined;
  private loading: Promise<PhraseMatcher> | undefined;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly reports: ReportsService,
  ) {}

  list(): Promise<WatchedWordRow[]> {
    return listWords(this.db.manager);
  }

  /** 409 when the phrase (case, accents and punctuation aside) is already watched. */
  async add(by: number | null, phrase: string, action: WatchedAction, m: EntityManager = this.db.manager): Promise<WatchedWordRow> {
    const key = phraseKey(phrase);
    if (!key) throw new UnprocessableEntityException(PHRASE_HAS_NO_WORDS);
    const row = await insertWord(m, phrase.trim(), key, action, by);
    if (!row) throw new ConflictException(WORD_EXISTS);
    return row;
  }

  async remove(wordId: number, m: EntityManager = this.db.manager): Promise<{ word_id: number; phrase: string; action: WatchedAction }> {
    const row = await deleteWord(m, wordId);
    if (!row) throw new NotFoundException(WORD_NOT_FOUND);
    return row;
  }

  /** Tells every process (this one at once) that the list changed; call after the change commits. */
  async changed(): Promise<void> {
    this.cached = undefined;
    await this.redis.incr(redisKeys.watchedWordsVersion).catch((err: Error) => this.log.warn(`could not announce a watched-word change: ${err.message}`));
  }

  /**
   * Checks member text before it is written: 422 when it holds a `block` phrase; otherwise
   * `flag`, `require_approval` (the strictest phrase found) or null.
   */
  async screen(...texts: Array<string | null | undefined>): Promise<Screening> {
    if (texts.every((t) => !t)) return null;
    const found = (await this.matcher()).find(...texts);
    if (!found) return null;
    if (found.action === 'block') throw new UnprocessableEntityException(BREAKS_RULES);
    return { action: found.action, phrase: found.phrase };
  }

  /**
   * After the write committed: a flagged or held target gets an automated case in the moderators'
   * queue (`held` when it waits for approval), naming the phrase that matched.
   */
  async report(screening: Screening, target: ReportTarget, targetId: number, m: EntityManager = this.db.manager): Promise<void> {
    if (!screening) return;
    const held = screening.action === 'require_approval' && HOLDABLE.has(target);
    await this.reports.openAutomatedCase(m, target, targetId, held, screening.phrase);
  }

  private async matcher(): Promise<PhraseMatcher> {
    const version = await this.redis.get(redisKeys.watchedWordsVersion).catch(() => undefined);
    const c = this.cached;
    // Without Redis (undefined) the copy is used while it is fresh, then read again.
    if (c && (version === undefined ? Date.now() - c.at < MAX_AGE_MS / 6 : c.version === version && Date.now() - c.at < MAX_AGE_MS)) return c.matcher;
    this.loading ??= listWords(this.db.manager)
      .then((rows) => {
        const matcher = new PhraseMatcher(rows);
        this.cached = { matcher, version: version ?? null, at: Date.now() };
        return matcher;
      })
      .finally(() => (this.loading = undefined));
    return this.loading;
  }
}
