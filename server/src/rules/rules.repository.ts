import { EntityManager } from 'typeorm';
import {
  ACTIVE_RULES_SQL, ARCHIVE_RULE_SQL, CITABLE_RULE_SQL, CLOSE_NUMBER_GAP_SQL, COUNT_ACTIVE_RULES_SQL, INSERT_RULE_SQL,
  LOCK_RULES_SQL, RULES_BY_IDS_SQL, UPDATE_RULE_SQL,
} from './rules.queries';

/** A community rule as members see it and as reports and decisions cite it. */
export interface RuleRef {
  rule_id: number;
  number: number;
  title: string;
  description: string;
}

export function activeRules(m: EntityManager): Promise<RuleRef[]> {
  return m.query(ACTIVE_RULES_SQL);
}

export async function citableRule(m: EntityManager, ruleId: number): Promise<RuleRef | null> {
  const rows: RuleRef[] = await m.query(CITABLE_RULE_SQL, [ruleId]);
  return rows[0] ?? null;
}

/** The rules with these ids, archived ones too (a case shows the rule its reports cited), by id. */
export async function rulesByIds(m: EntityManager, ids: number[]): Promise<Map<number, RuleRef>> {
  if (ids.length === 0) return new Map();
  const rows: RuleRef[] = await m.query(RULES_BY_IDS_SQL, [ids]);
  return new Map(rows.map((r) => [r.rule_id, r]));
}

/** Within a transaction: the rest of it is the only change to the rules until it commits. */
export async function lockRules(m: EntityManager): Promise<void> {
  await m.query(LOCK_RULES_SQL);
}

export async function countActiveRules(m: EntityManager): Promise<number> {
  const rows: { count: number }[] = await m.query(COUNT_ACTIVE_RULES_SQL);
  return rows[0].count;
}

export async function insertRule(m: EntityManager, title: string, description: string): Promise<RuleRef> {
  const rows: RuleRef[] = await m.query(INSERT_RULE_SQL, [title, description]);
  return rows[0];
}

export async function updateRule(m: EntityManager, ruleId: number, title: string, description: string): Promise<RuleRef | null> {
  const [rows]: [RuleRef[], number] = await m.query(UPDATE_RULE_SQL, [ruleId, title, description]);
  return rows[0] ?? null;
}

/** Archives an active rule and closes the gap in the numbers; null when no active rule has that id. */
export async function archiveRule(m: EntityManager, ruleId: number): Promise<RuleRef | null> {
  const [rows]: [RuleRef[], number] = await m.query(ARCHIVE_RULE_SQL, [ruleId]);
  const archived = rows[0];
  if (!archived) return null;
  await m.query(CLOSE_NUMBER_GAP_SQL, [archived.number]);
  return archived;
}
