import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { Call } from '../posts/helpers';
import { GOOD_PASSWORD, TESTIMONY } from '../auth/accounts-helpers';
import { createOperator } from '../mod/helpers';

interface Block { block_id: number; domain: string; created_at: string }

const NOT_ACCEPTED = 'This email address cannot be used. Contact the community if you think this is a mistake.';

/** E-mail domain blocks (issue 42): a paka's list; registration and e-mail change to a blocked domain or its subdomains answer 403, not saying why. */
describe('e-mail domain blocks', () => {
  let t: TestApp;
  let call: Call;
  let member: Member;
  let moderator: Member;
  let paka: Member;
  let n = 0;

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMITS: 'register=1000/1h,moderation=1000/1h' });
    call = http(t.url);
    member = await createMember(t, { userName: 'Member' });
    moderator = await createOperator(t, 'moderator', 'Mo');
    paka = await createOperator(t, 'paka', 'Pa');
  });
  afterAll(() => t.close());

  const block = (domain: unknown, who: Member = paka) => call<Block & { message?: string }>('POST', '/api/mod/email-domain-blocks', { token: who.token, body: { domain } });
  const register = (email: string) =>
    call<{ message: string }>('POST', '/api/auth/register', { body: { user_name: 'Newcomer', email, password: GOOD_PASSWORD, bio: TESTIMONY, deviceId: `device-${++n}` } });
  const changeEmail = (email: string) =>
    call<{ message: string }>('PUT', '/api/auth/update-user-name-email', { token: member.token, body: { user_name: member.userName, email, password: member.password } });

  it('lets a paka block a domain (normalized), and moderators read the list', async () => {
    const res = await block('  @Spam.Example ');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ domain: 'spam.example', block_id: expect.any(Number) });
    const list = await call<{ blocks: Block[] }>('GET', '/api/mod/email-domain-blocks', { token: moderator.token });
    expect(list.status).toBe(200);
    expect(list.body.blocks.map((b) => b.domain)).toEqual(['spam.example']);
  });

  it('refuses changes from moderators, reads from members, bad domains and repeats', async () => {
    expect(await block('other.example', moderator)).toMatchObject({ status: 403, body: { message: 'This is for administrators only' } });
    expect((await call('GET', '/api/mod/email-domain-blocks', { token: member.token })).status).toBe(403);
    for (const bad of ['localhost', 'not a domain', 'a..b', '-bad.example', 'x'.repeat(64) + '.example', 42]) {
      expect(await block(bad)).toMatchObject({ status: 400, body: { message: 'domain must be a domain name such as example.org' } });
    }
    expect(await block('SPAM.example')).toMatchObject({ status: 409, body: { message: 'This domain is already blocked' } });
  });

  it('refuses registration at the domain and its subdomains with a generic 403, creating nothing', async () => {
    for (const email of ['new@spam.example', 'new@mail.spam.example', 'NEW@Deep.Mail.SPAM.EXAMPLE']) {
      expect(await register(email)).toMatchObject({ status: 403, body: { message: NOT_ACCEPTED } });
    }
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM users WHERE email ILIKE '%spam.example'`);
    expect(rows[0].n).toBe(0);
    expect((await register('new@notspam.example')).status).toBe(201);
    expect((await register('new@spam.example.org')).status).toBe(201);
  });

  it('refuses an e-mail change to a blocked domain or subdomain, and lets others through', async () => {
    expect(await changeEmail('moved@spam.example')).toMatchObject({ status: 403, body: { message: NOT_ACCEPTED } });
    expect(await changeEmail('moved@eu.spam.example')).toMatchObject({ status: 403, body: { message: NOT_ACCEPTED } });
    expect((await changeEmail('moved@fine.example')).status).toBe(200);
  });

  it('lifts a block (204, audited), after which the domain is accepted again', async () => {
    const list = await call<{ blocks: Block[] }>('GET', '/api/mod/email-domain-blocks', { token: moderator.token });
    const id = list.body.blocks[0].block_id;
    expect((await call('DELETE', `/api/mod/email-domain-blocks/${id}`, { token: moderator.token })).status).toBe(403);
    expect((await call('DELETE', `/api/mod/email-domain-blocks/${id}`, { token: paka.token })).status).toBe(204);
    expect(await call('DELETE', `/api/mod/email-domain-blocks/${id}`, { token: paka.token })).toMatchObject({ status: 404, body: { message: 'Domain block not found' } });
    expect((await register('back@spam.example')).status).toBe(201);
    const audit = await call<{ entries: Array<{ action: string; target_type: string; note: string }> }>('GET', '/api/mod/audit-log', { token: moderator.token });
    expect(audit.body.entries.filter((e) => e.target_type === 'email_domain').map((e) => [e.action, e.note])).toEqual([
      ['unblock_email_domain', 'spam.example'],
      ['block_email_domain', 'spam.example'],
    ]);
  });
});
