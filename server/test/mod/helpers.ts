import { createMember, Member } from '../support/members';
import { TestApp } from '../support/test-app';
import { enrolTotp } from '../support/two-factor';

/**
 * A member with an operator role, made the way the command-line tool would (SQL on users.role),
 * with two-factor sign-in on, as REQUIRE_2FA_FOR_OPERATORS (the default) requires of operators.
 */
export async function createOperator(t: TestApp, role: 'moderator' | 'paka', userName?: string): Promise<Member> {
  const member = await createMember(t, { userName: userName ?? `${role} ${Math.random().toString(36).slice(2, 6)}` });
  await enrolTotp(t, member);
  await t.db.query(`UPDATE users SET role = $2 WHERE user_id = $1`, [member.userId, role]);
  return member;
}

/** The id of a community rule a restricting action may cite (the default set's first, from `GET /api/rules`). */
export async function citableRuleId(t: TestApp): Promise<number> {
  const res = await fetch(`${t.url}/api/rules`);
  const body = (await res.json()) as { rules: Array<{ rule_id: number }> };
  return body.rules[0].rule_id;
}
