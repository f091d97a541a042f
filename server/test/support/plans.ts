import { Client } from 'pg';

/** A node of EXPLAIN (ANALYZE, FORMAT JSON), with the fields the plan tests read. */
export interface PlanNode {
  'Relation Name'?: string;
  Alias?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

/**
 * Runs `sql` under EXPLAIN ANALYZE, with planner `settings` (e.g. 'enable_seqscan = off') for this
 * one transaction, and answers the nodes that read `relation` (under `alias`, when given).
 */
export async function scansOf(db: Client, sql: string, params: unknown[], relation: string, opts: { alias?: string; settings?: string[] } = {}): Promise<PlanNode[]> {
  await db.query('BEGIN');
  try {
    for (const s of opts.settings ?? []) await db.query(`SET LOCAL ${s}`);
    const { rows } = await db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
    const found: PlanNode[] = [];
    const walk = (n: PlanNode) => {
      if (n['Relation Name'] === relation && (opts.alias === undefined || n.Alias === opts.alias)) found.push(n);
      (n.Plans ?? []).forEach(walk);
    };
    walk(rows[0]['QUERY PLAN'][0].Plan);
    return found;
  } finally {
    await db.query('ROLLBACK');
  }
}

/** The rows a plan node produced over all its loops. */
export const rowsOut = (n: PlanNode): number => n['Actual Rows'] * n['Actual Loops'];
