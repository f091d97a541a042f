import { EntityManager } from 'typeorm';
import { ACTIVE_STRIKES_SQL, APPEALS_OF_SQL, INSERT_APPEAL_SQL, INSERT_DECISION_SQL, LOCK_DECISION_SQL, MEMBER_DECISIONS_SQL } from './standing.queries';
import type { DecisionAction } from './decision-types';

/** A decision as stored. */
export interface DecisionRow {
  decision_id: number;
  member_id: number | null;
  action: DecisionAction;
  rule_number: number | null;
  rule_title: string | null;
  note: string | null;
  content_snapshot: string | null;
  target_type: string | null;
  target_id: number | null;
  case_id: number | null;
  automated: boolean;
  moderator_id: number | null;
  suspended_until: Date | null;
  reversed_at: Date | null;
  created_at: Date;
}

export interface NewDecision {
  memberId: number | null;
  action: DecisionAction;
  rule: { rule_id: number; number: number; title: string } | null;
  note: string | null;
  contentSnapshot: string | null;
  targetType: string | null;
  targetId: number | null;
  caseId: number | null;
  automated: boolean;
  moderatorId: number | null;
  suspendedUntil: Date | null;
  /** When the case it closes was (re)opened: the transparency report's time to decision starts there. */
  caseOpenedAt?: Date | null;
}

export async function insertDecision(m: EntityManager, d: NewDecision): Promise<{ decision_id: number; created_at: Date }> {
  const [row]: Array<{ decision_id: number; created_at: Date }> = await m.query(INSERT_DECISION_SQL, [
    d.memberId,
    d.action,
    d.rule?.rule_id ?? null,
    d.rule?.number ?? null,
    d.rule?.title ?? null,
    d.note,
    d.contentSnapshot?.slice(0, 5000) ?? null,
    d.targetType,
    d.targetId,
    d.caseId,
    d.automated,
    d.moderatorId,
    d.suspendedUntil,
    d.caseOpenedAt ?? null,
  ]);
  return row;
}

export async function memberDecisions(m: EntityManager, memberId: number): Promise<Array<DecisionRow & { appeal_status: string | null }>> {
  return m.query(MEMBER_DECISIONS_SQL, [memberId]);
}

export async function activeStrikes(m: EntityManager, memberId: number, strikeDays: number): Promise<number> {
  const [row]: Array<{ n: number }> = await m.query(ACTIVE_STRIKES_SQL, [memberId, strikeDays]);
  return row.n;
}

export async function lockDecision(m: EntityManager, decisionId: number): Promise<DecisionRow | undefined> {
  const [row]: DecisionRow[] = await m.query(LOCK_DECISION_SQL, [decisionId]);
  return row;
}

export async function appealsOf(m: EntityManager, decisionId: number, appellantId: number): Promise<{ open: boolean; n: number }> {
  const [row]: Array<{ open: boolean | null; n: number }> = await m.query(APPEALS_OF_SQL, [decisionId, appellantId]);
  return { open: row.open === true, n: row.n };
}

export async function insertAppeal(m: EntityManager, decisionId: number, appellantId: number, text: string): Promise<{ appeal_id: number; status: string; created_at: Date }> {
  const [row]: Array<{ appeal_id: number; status: string; created_at: Date }> = await m.query(INSERT_APPEAL_SQL, [decisionId, appellantId, text]);
  return row;
}
