import { OPERATOR_ONLY_MESSAGE } from '../../src/common/app-scope-check';
import { GOOD_PASSWORD, send, TESTIMONY, uniqueEmail } from '../auth/accounts-helpers';
import { createOperator } from '../mod/helpers';
import { createPost } from '../posts/helpers';
import { freshToken } from '../security/sessions';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';

interface Rule { rule_id: number; number: number; title: string; description: string }

/** Community rules (issue 42): public to read, with a default set on a fresh install. */
describe('rules: the community rules', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  let member: Member;
  let moderator: Member;
  let paka: Member;

  const listed = async () => (await call<{ rules: Rule[] }>('GET', '/api/rules')).body.rules;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLE: 'api' });
    call = http(t.url);
    member = await createMember(t, { userName: 'Plain Member' });
    moderator = await createOperator(t, 'moderator', 'Mo Derator');
    paka = await createOperator(t, 'paka', 'Paka Admin');
  });
  afterAll(() => t.close());

  it('shows the default rules to anyone, without sign-in, numbered 1..n', async () => {
    const res = await call<{ rules: Rule[] }>('GET', '/api/rules');
    expect(res.status).toBe(200);
    expect(res.body.rules.map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(res.body.rules.map((r) => r.title)).toEqual([
      'Treat everyone with respect',
      'No harassment or bullying',
      'No spam or scams',
      'Keep others\' needs private',
      'No sexual content',
      'Only lawful content',
    ]);
    for (const rule of res.body.rules) {
      expect(Object.keys(rule).sort()).toEqual(['description', 'number', 'rule_id', 'title']);
      expect(rule.description.length).toBeGreaterThan(20);
    }
  });

  it('lets a paka add, edit and archive rules, keeping the numbers 1..n, each change in the audit log', async () => {
    const before = await listed();
    const added = await call<{ rule: Rule }>('POST', '/api/mod/rules', { token: paka.token, body: { title: '  Pray for one another  ', description: 'Encourage, do not judge.' } });
    expect(added.status).toBe(201);
    expect(added.body.rule).toEqual({ rule_id: expect.any(Number), number: before.length + 1, title: 'Pray for one another', description: 'Encourage, do not judge.' });
    const noDescription = await call<{ rule: Rule }>('POST', '/api/mod/rules', { token: paka.token, body: { title: 'Be patient' } });
    expect(noDescription.status).toBe(201);
    expect(noDescription.body.rule.description).toBe('');

    const edited = await call<{ rule: Rule }>('PUT', `/api/mod/rules/${added.body.rule.rule_id}`, { token: paka.token, body: { title: 'Pray for each other', description: 'Kindly.' } });
    expect(edited.status).toBe(200);
    expect(edited.body.rule).toEqual({ ...added.body.rule, title: 'Pray for each other', description: 'Kindly.' });

    // Archiving rule 2 moves every later rule up by one; the archived rule leaves the list.
    const second = before[1];
    const archived = await call<{ rule: Rule }>('DELETE', `/api/mod/rules/${second.rule_id}`, { token: paka.token });
    expect(archived.status).toBe(200);
    expect(archived.body.rule).toEqual(second);
    const after = await listed();
    expect(after.map((r) => r.number)).toEqual(after.map((_, i) => i + 1));
    expect(after.map((r) => r.rule_id)).toEqual([...before, added.body.rule, noDescription.body.rule].filter((r) => r.rule_id !== second.rule_id).map((r) => r.rule_id));
    expect(after.find((r) => r.rule_id === added.body.rule.rule_id)).toMatchObject({ number: before.length, title: 'Pray for each other' });

    // An archived rule can be neither edited nor archived again; the paka adds a new one instead.
    expect(await call('PUT', `/api/mod/rules/${second.rule_id}`, { token: paka.token, body: { title: 'Back' } })).toMatchObject({ status: 404, body: { message: 'Rule not found' } });
    expect(await call('DELETE', `/api/mod/rules/${second.rule_id}`, { token: paka.token })).toMatchObject({ status: 404, body: { message: 'Rule not found' } });

    const log = await call<{ entries: Array<Record<string, unknown>> }>('GET', '/api/mod/audit-log', { token: paka.token });
    expect(log.body.entries.slice(0, 4).map((e) => [e.action, e.target_type, e.target_id, e.note])).toEqual([
      ['archive_rule', 'rule', second.rule_id, `2. ${second.title}`],
      ['update_rule', 'rule', added.body.rule.rule_id, `${before.length + 1}. Pray for each other`],
      ['create_rule', 'rule', noDescription.body.rule.rule_id, `${before.length + 2}. Be patient`],
      ['create_rule', 'rule', added.body.rule.rule_id, `${before.length + 1}. Pray for one another`],
    ]);
    expect(log.body.entries[0].actor).toEqual({ user_id: paka.userId, user_name: 'Paka Admin' });
  });

  it('refuses changes from moderators, members, API keys and OAuth tokens, and without sign-in', async () => {
    const [rule] = await listed();
    const key = await call<{ secret: string }>('POST', '/api/auth/api-keys', { token: await freshToken(t, paka), body: { name: 'script', scopes: ['read', 'write'] } });
    expect(key.status).toBe(201);
    for (const [method, path, body] of [
      ['POST', '/api/mod/rules', { title: 'Mine' }],
      ['PUT', `/api/mod/rules/${rule.rule_id}`, { title: 'Mine' }],
      ['DELETE', `/api/mod/rules/${rule.rule_id}`, undefined],
    ] as const) {
      expect(await call(method, path, { token: moderator.token, body })).toMatchObject({ status: 403, body: { message: 'This is for administrators only' } });
      expect(await call(method, path, { token: member.token, body })).toMatchObject({ status: 403, body: { message: 'This is for administrators only' } });
      expect(await call(method, path, { headers: { 'x-api-key': key.body.secret }, body })).toMatchObject({ status: 403, body: { message: OPERATOR_ONLY_MESSAGE } });
      expect((await call(method, path, { body })).status).toBe(401);
    }
    expect((await listed())[0]).toEqual(rule);
  });

  it('validates titles, descriptions and ids with clear messages, in Finnish too', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'title is required'],
      [{ title: '   ' }, 'title is required'],
      [{ title: 'x'.repeat(121) }, 'title cannot be longer than 120 characters'],
      [{ title: 'Fine', description: 'y'.repeat(1001) }, 'description cannot be longer than 1000 characters'],
      [{ title: 42 }, 'title must be text'],
      [{ title: 'Fine', extra: true }, 'property extra should not exist'],
    ];
    for (const [body, message] of cases) {
      const res = await call<{ message: string | string[] }>('POST', '/api/mod/rules', { token: paka.token, body });
      expect([res.status, String(res.body.message)]).toEqual([400, expect.stringContaining(message)]);
    }
    expect((await call('PUT', '/api/mod/rules/abc', { token: paka.token, body: { title: 'x' } })).status).toBe(400);
    const finnishPaka = await createOperator(t, 'paka');
    await t.db.query(`UPDATE users SET language = 'fi' WHERE user_id = $1`, [finnishPaka.userId]);
    const fi = await call<{ message: string | string[] }>('POST', '/api/mod/rules', { token: finnishPaka.token, body: { title: '' } });
    expect(String(fi.body.message)).toContain('Otsikko on pakollinen');
  });

  it('stores the time a newcomer accepted the rules at sign-up, and never requires it of API clients', async () => {
    const register = (extra: Record<string, unknown>) =>
      send<{ user_id: number; message: string }>(t, 'POST', '/api/auth/register', {
        body: { user_name: 'Newcomer', email: uniqueEmail('rules'), password: GOOD_PASSWORD, bio: TESTIMONY, deviceId: 'device-rules', ...extra },
      });
    const acceptedAt = async (userId: number) => (await t.db.query(`SELECT rules_accepted_at FROM users WHERE user_id = $1`, [userId])).rows[0].rules_accepted_at as Date | null;
    const before = Date.now();
    const accepted = await register({ accept_rules: true });
    expect(accepted.status).toBe(201);
    const at = await acceptedAt(accepted.body.user_id);
    expect(at).toBeInstanceOf(Date);
    expect(at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(at!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const apiClient = await register({});
    expect(apiClient.status).toBe(201);
    expect(await acceptedAt(apiClient.body.user_id)).toBeNull();
    const declined = await register({ accept_rules: false });
    expect(declined.status).toBe(201);
    expect(await acceptedAt(declined.body.user_id)).toBeNull();

    const bad = await register({ accept_rules: 'yes' });
    expect([bad.status, bad.body.message]).toEqual([400, 'accept_rules must be true or false']);
  });

  it('points a self_harm reporter to the built-in /crisis page when CRISIS_RESOURCES_URL is not set', async () => {
    const author = await createMember(t, { userName: 'Struggling Author' });
    const postId = await createPost(call, author, { content: 'I cannot go on' });
    const res = await call('POST', '/api/posts/report-post', { token: member.token, body: { postId, reason: 'self_harm' } });
    expect([res.status, res.body]).toEqual([200, { message: 'Post reported', crisis_resources_url: '/crisis' }]);
  });
});
