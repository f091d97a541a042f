import { startTestApp, TestApp } from '../support/test-app';
import { createMember } from '../support/members';
import { send } from '../auth/accounts-helpers';

describe('legal: cookie consent', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('stores the consent object for the member; essential cookies are always on', async () => {
    const m = await createMember(t);
    const res = await send(t, 'POST', '/api/data/cookie-consent', {
      token: m.token,
      body: { pakolliset: false, analytics: true, ads: false, personalization: true, dateSaved: '2025-05-01T10:00:00.000Z' },
    });
    expect(res).toMatchObject({
      status: 200,
      body: { message: 'Cookie settings saved', consent: { pakolliset: true, analytics: true, ads: false, personalization: true, dateSaved: '2025-05-01T10:00:00.000Z' } },
    });
    const again = await send(t, 'POST', '/api/data/cookie-consent', { token: m.token, body: { analytics: false, ads: true, personalization: false } });
    expect(again.status).toBe(200);
    const { rows } = await t.db.query('SELECT pakolliset, analytics, ads, personalization, date_saved IS NOT NULL AS dated FROM cookie_consents WHERE user_id = $1', [m.userId]);
    expect(rows).toEqual([{ pakolliset: true, analytics: false, ads: true, personalization: false, dated: true }]);
  });

  it('is open to unverified members, closed to visitors', async () => {
    const m = await createMember(t, { verified: false });
    expect((await send(t, 'POST', '/api/data/cookie-consent', { token: m.token, body: { analytics: false, ads: false, personalization: false } })).status).toBe(200);
    expect((await send(t, 'POST', '/api/data/cookie-consent', { body: { analytics: false, ads: false, personalization: false } })).status).toBe(401);
  });

  it.each([
    [{ analytics: 'yes', ads: false, personalization: false }, 'analytics must be true or false'],
    [{ ads: false, personalization: false }, 'analytics must be true or false'],
    [{ analytics: true, ads: false, personalization: false, dateSaved: 'yesterday' }, 'dateSaved must be a date'],
    [{ analytics: true, ads: false, personalization: false, tracking: true }, 'property tracking should not exist'],
  ])('validates %j', async (body, message) => {
    const m = await createMember(t);
    expect(await send(t, 'POST', '/api/data/cookie-consent', { token: m.token, body })).toMatchObject({ status: 400, body: { message } });
  });
});
