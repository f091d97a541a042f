import { TodayPushService } from '../../src/prayer/today-push.service';
import { eventually } from '../noti/fixtures';
import { PushTestService } from '../push/push-test-service';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { befriend, Call, createPost } from '../posts/helpers';

// The worker's own sweep runs at the real time, and a member whose hour it is gets their push from
// it (the test's instants would then find the day done): the test's member gets an hour that is
// not now in Helsinki, 7 or else 19, and the instants move with it.
const helsinkiHourNow = Number(new Intl.DateTimeFormat('en', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Europe/Helsinki' }).format(new Date()));
const HOUR = Math.abs(helsinkiHourNow - 7) <= 1 ? 19 : 7;
const at = (utc: string): Date => new Date(new Date(utc).getTime() + (HOUR - 7) * 3_600_000);

/**
 * Today's morning push (issue 44) through the web-push-testing service: opt-in, at the member's
 * reminder hour in their zone, once a local day, with the number of today's requests. The app
 * runs with APP_ROLE all (the worker delivers pushes); the test calls the sweep with the instant
 * it stands for (the worker's own sweeps run at the real time, when no member here is due).
 */
describe("prayer: Today's morning push", () => {
  let t: TestApp;
  let call: Call;
  let pushService: PushTestService;
  let pushes: TodayPushService;

  beforeAll(async () => {
    pushService = new PushTestService();
    await pushService.start();
    t = await startTestApp({ APP_ROLE: 'all', PUSH_PRIVATE_ORIGINS: pushService.url });
    call = http(t.url);
    pushes = t.app.get(TodayPushService);
  });
  afterAll(async () => {
    await pushService.stop();
    await t.close();
  });

  async function subscribed(m: Member) {
    const { body } = await call<{ publicKey: string }>('GET', '/api/push/public-key');
    const device = await pushService.subscribe(body.publicKey);
    const saved = await call('POST', '/api/push/save-subscription', { token: m.token, body: { endpoint: device.endpoint, expirationTime: null, keys: device.keys } });
    expect(saved.status).toBe(201);
    return device;
  }

  it("sends the opted-in member one push at their hour with the count of today's requests, in their language", async () => {
    const m = await createMember(t);
    const friend = await createMember(t, { userName: 'Friend' });
    await befriend(t, m, friend);
    for (const content of ['Healing', 'New job', 'Peace at home']) await createPost(call, friend, { content, postType: 'pray_request', visibility: 'friends' });
    const device = await subscribed(m);
    expect((await call('PUT', '/api/prayer/reminder-settings', { token: m.token, body: { hour: HOUR, timeZone: 'Europe/Helsinki' } })).status).toBe(200);

    // Not opted in: nothing at the hour.
    expect(await pushes.sendDue(at('2026-05-04T04:10:00Z'), m.userId)).toBe(0);
    expect((await call('PUT', '/api/prayer/today-settings', { token: m.token, body: { count: 5, morning_push: true } })).status).toBe(200);
    expect(await pushes.sendDue(at('2026-05-04T03:50:00Z'), m.userId)).toBe(0); // 06:50 in Helsinki (or 18:50)
    expect(await pushes.sendDue(at('2026-05-04T04:05:00Z'), m.userId)).toBe(1); // 07:05 (or 19:05)
    expect(await pushes.sendDue(at('2026-05-04T04:40:00Z'))).toBe(0); // the same day again, in a full sweep

    const messages = await eventually(async () => {
      const got = await pushService.messages(device.clientHash);
      expect(got).toHaveLength(1);
      return got;
    });
    expect(JSON.parse(messages[0])).toMatchObject({ title: 'Time to pray', body: '3 prayer requests for you today', url: '/today' });

    // The next morning, in Finnish, with the count of that day's selection (at most the count setting).
    expect((await call('PUT', '/api/auth/update-language', { token: m.token, body: { language: 'fi' } })).status).toBe(200);
    expect((await call('PUT', '/api/prayer/today-settings', { token: m.token, body: { count: 2 } })).status).toBe(200);
    expect(await pushes.sendDue(at('2026-05-05T04:15:00Z'), m.userId)).toBe(1);
    const both = await eventually(async () => {
      const got = await pushService.messages(device.clientHash);
      expect(got).toHaveLength(2);
      return got;
    });
    expect(JSON.parse(both[1])).toMatchObject({ body: 'Tänään sinulle on 2 rukouspyyntöä', url: '/today' });

    // Turned off: no more.
    expect((await call('PUT', '/api/prayer/today-settings', { token: m.token, body: { count: 2, morning_push: false } })).status).toBe(200);
    expect(await pushes.sendDue(at('2026-05-06T04:15:00Z'), m.userId)).toBe(0);
    expect(await pushService.messages(device.clientHash)).toHaveLength(2);
  });

  it('sends nothing on a day without requests', async () => {
    const m = await createMember(t);
    expect((await call('PUT', '/api/prayer/today-settings', { token: m.token, body: { count: 5, morning_push: true } })).status).toBe(200);
    expect(await pushes.sendDue(at('2026-05-04T08:10:00Z'), m.userId)).toBe(0);
    const list = await call<{ notifications: unknown[] }>('GET', '/api/noti/user-notifications', { token: m.token });
    expect(list.body.notifications).toEqual([]);
  });
});
