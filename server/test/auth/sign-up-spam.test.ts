import { startTestApp, TestApp } from '../support/test-app';
import { GOOD_PASSWORD, send, TESTIMONY, uniqueEmail } from './accounts-helpers';

/** Spam defence at sign-up (issue #29): the register page's honeypot and fill time, checked for web sign-ups only. */
describe('sign-up spam defence', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const account = () => ({ user_name: 'Maria', email: uniqueEmail('spam'), password: GOOD_PASSWORD, bio: TESTIMONY, deviceId: 'device-1' });
  const registerWith = (extra: Record<string, unknown>) => send(t, 'POST', '/api/auth/register', { body: { ...account(), ...extra } });
  const accounts = async () => Number((await t.db.query(`SELECT count(*) FROM users`)).rows[0].count);

  it('takes a web sign-up with an empty honeypot sent after 3 seconds or more, approved at once in the open mode', async () => {
    const res = await registerWith({ client: 'web', website: '', fillMs: 3000 });
    expect(res.status).toBe(201);
    const { rows } = await t.db.query(`SELECT review_status FROM users WHERE user_id = $1`, [(res.body as { user_id: number }).user_id]);
    expect(rows[0].review_status).toBe('approved');
  });

  it('refuses a web sign-up whose honeypot is filled, whatever the fill time, and creates nothing', async () => {
    const before = await accounts();
    const res = await registerWith({ client: 'web', website: 'https://cheap-pills.example', fillMs: 60_000 });
    expect(res).toMatchObject({
      status: 400,
      body: { message: 'Registration refused: a field meant to stay empty was filled in. If you are a person, reload the page and try again.' },
    });
    expect(await accounts()).toBe(before);
  });

  it('refuses a web sign-up sent under 3 seconds, or without its fill time', async () => {
    const message = 'Registration refused: the form was sent too quickly. Please take a moment to check it and send it again.';
    expect(await registerWith({ client: 'web', website: '', fillMs: 2999 })).toMatchObject({ status: 400, body: { message } });
    expect(await registerWith({ client: 'web' })).toMatchObject({ status: 400, body: { message } });
  });

  it('lets API sign-ups without the web fields through unchecked', async () => {
    expect((await registerWith({})).status).toBe(201);
  });

  it('answers 400 for malformed spam fields, never 500', async () => {
    for (const extra of [{ client: 'bot' }, { fillMs: -1 }, { fillMs: 'soon' }, { fillMs: 1.5 }, { website: 42 }, { website: 'x'.repeat(501) }]) {
      const res = await registerWith(extra);
      expect(res.status).toBe(400);
    }
  });
});
