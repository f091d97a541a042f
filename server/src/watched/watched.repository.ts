import { EntityManager } from 'typeorm';
import type { WatchedAction } from './phrase-matcher';
import {
  DELETE_DOMAIN_SQL, DELETE_WORD_SQL, DOMAIN_BLOCKED_SQL, INSERT_DOMAIN_SQL, INSERT_WORD_SQL, LIST_DOMAINS_SQL, LIST_WORDS_SQL,
} from './watched.queries';

export interface WatchedWordRow {
  word_id: number;
  phrase: string;
  action: WatchedAction;
  created_at: Date;
}

export interface DomainBlockRow {
  block_id: number;
  domain: string;
  created_at: Date;
}

export async function listWords(m: EntityManager): Promise<WatchedWordRow[]> {
  return m.query(LIST_WORDS_SQL);
}

/** The new row, or undefined when the phrase (normalized) is already watched. */
export async function insertWord(m: EntityManager, phrase: string, key: string, action: WatchedAction, by: number | null): Promise<WatchedWordRow | undefined> {
  const [row]: WatchedWordRow[] = await m.query(INSERT_WORD_SQL, [phrase, key, action, by]);
  return row;
}

export async function deleteWord(m: EntityManager, wordId: number): Promise<Pick<WatchedWordRow, 'word_id' | 'phrase' | 'action'> | undefined> {
  const [[row]]: [Array<Pick<WatchedWordRow, 'word_id' | 'phrase' | 'action'>>, number] = await m.query(DELETE_WORD_SQL, [wordId]);
  return row;
}

export async function listDomains(m: EntityManager): Promise<DomainBlockRow[]> {
  return m.query(LIST_DOMAINS_SQL);
}

export async function insertDomain(m: EntityManager, domain: string, by: number | null): Promise<DomainBlockRow | undefined> {
  const [row]: DomainBlockRow[] = await m.query(INSERT_DOMAIN_SQL, [domain, by]);
  return row;
}

export async function deleteDomain(m: EntityManager, blockId: number): Promise<Pick<DomainBlockRow, 'block_id' | 'domain'> | undefined> {
  const [[row]]: [Array<Pick<DomainBlockRow, 'block_id' | 'domain'>>, number] = await m.query(DELETE_DOMAIN_SQL, [blockId]);
  return row;
}

export async function anyDomainBlocked(m: EntityManager, domains: string[]): Promise<boolean> {
  const rows: unknown[] = await m.query(DOMAIN_BLOCKED_SQL, [domains]);
  return rows.length > 0;
}
