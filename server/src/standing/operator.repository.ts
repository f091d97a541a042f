import { EntityManager } from 'typeorm';
import type { DecisionRow } from './standing.repository';
import { AUTHOR_HISTORY_SQL, AUTHOR_STRIKES_SQL, DECIDE_APPEAL_SQL, DECIDED_APPEALS_SQL, LOCK_APPEAL_SQL, OPEN_APPEALS_SQL, REVERSE_DECISION_SQL } from './operator.queries';

/** An appeal with the decision it appeals, as the operators read it. */
export interface AppealRow extends Omit<DecisionRow, 'created_at'> {
  appeal_id: number;
  appellant_id: number;
  text: string;
  status: 'open' | 'upheld' | 'reversed';
  decided_by: number | null;
  decision_note: string | null;
  created_at: Date;
  decided_at: Date | null;
  /** When the appealed decision was made. */
  decided_at_first: Date;
}

export async function appealsPage(m: EntityManager, status: 'open' | 'decided', cursor: number | undefined): Promise<AppealRow[]> {
  return m.query(status === 'open' ? OPEN_APPEALS_SQL : DECIDED_APPEALS_SQL, [cursor ?? null]);
}

export async function lockAppeal(m: EntityManager, appealId: number): Promise<AppealRow | undefined> {
  const [row]: AppealRow[] = await m.query(LOCK_APPEAL_SQL, [appealId]);
  return row;
}

export async function decideAppeal(m: EntityManager, appealId: number, outcome: 'upheld' | 'reversed', by: number | null, note: string): Promise<void> {
  await m.query(DECIDE_APPEAL_SQL, [appealId, outcome, by, note]);
}

export async function markReversed(m: EntityManager, decisionId: number): Promise<void> {
  await m.query(REVERSE_DECISION_SQL, [decisionId]);
}

export interface AuthorHistoryRow {
  member_id: number;
  action: string;
  rule_number: number | null;
  rule_title: string | null;
  created_at: Date;
}

export async function authorHistories(m: EntityManager, memberIds: number[], strikeDays: number): Promise<{ decisions: AuthorHistoryRow[]; strikes: Map<number, number> }> {
  if (memberIds.length === 0) return { decisions: [], strikes: new Map() };
  const [decisions, strikes]: [AuthorHistoryRow[], Array<{ member_id: number; n: number }>] = await Promise.all([
    m.query(AUTHOR_HISTORY_SQL, [memberIds, strikeDays]),
    m.query(AUTHOR_STRIKES_SQL, [memberIds, strikeDays]),
  ]);
  return { decisions, strikes: new Map(strikes.map((s) => [s.member_id, s.n])) };
}
