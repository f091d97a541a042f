import { request as httpRequest } from 'node:http';
import { createUnsubscribeToken, unsubscribeKey } from '../../src/noti/email/unsubscribe-token';
import { GOOD_PASSWORD, send, TESTIMONY, uniqueEmail } from '../auth/accounts-helpers';
import { eventually, insertPost, publish } from '../noti/fixtures';
import { PushTestService } from '../push/push-test-service';
import { createMember, Member } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';

/** A GET exactly as given: no Accept-Language unless the test adds one (fetch always sends `*`). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; body: { message?: string } }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as { message?: string } }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('i18n: Pen answers in Finnish or English (issue 41)', () => {
  let t: TestApp;
  let pushService: PushTestService;
  const fi = { 'accept-language': 'fi-FI,fi;q=0.9,en;q=0.5' };

  beforeAll(async () => {
    pushService = new PushTestService();
    await pushService.start();
    t = await startTestApp({ PUSH_PRIVATE_ORIGINS: pushService.url });
  });
  afterAll(async () => {
    await pushService.stop();
    await t.close();
  });

  const setLanguage = (member: Member, language: unknown) => send<{ user: { language: string }; message?: string }>(t, 'PUT', '/api/auth/update-language', { token: member.token, body: { language } });

  it('answers a call without a session in the language of its Accept-Language, English otherwise', async () => {
    const body = { email: uniqueEmail(), password: 'Wr0ng!Password', deviceId: 'device-fi' };
    const finnish = await send(t, 'POST', '/api/auth/login', { body, headers: fi });
    expect(finnish).toMatchObject({ status: 401, body: { message: 'Kirjautuminen epäonnistui. Tarkista sähköpostiosoite ja salasana.', error: 'Unauthorized' } });
    const english = await send(t, 'POST', '/api/auth/login', { body, headers: { 'accept-language': 'sv-SE,en;q=0.8' } });
    expect(english.body.message).toBe('Login failed. Check your email and password.');
    // A success message too; its machine-readable fields stay as they are.
    // The validation pipe's messages, each translated; `errors` stays the spec's English list.
    const invalid = await send(t, 'POST', '/api/auth/register', { body: { user_name: '', email: 'x', password: 'a', bio: 'Hi', deviceId: 'd1' }, headers: fi });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toContain('Käyttäjänimi on pakollinen');
    expect(invalid.body.message).toContain('Kerro todistuksessasi Jeesuksesta');
    expect(invalid.body.errors).toContain('Username is required');
    // A limit's 429 too, with its wait in the same language; Retry-After as it is.
    const address = uniqueEmail();
    await send(t, 'POST', '/api/auth/resend-verification-email', { body: { email: address }, headers: fi });
    const limited = await send(t, 'POST', '/api/auth/resend-verification-email', { body: { email: address }, headers: fi });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Odota \d+ sekuntia ennen kuin pyydät uuden vahvistusviestin\.$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const sent = await send(t, 'POST', '/api/auth/send-reset-password-link', { body: { email: uniqueEmail() }, headers: fi });
    expect(sent).toMatchObject({ status: 200, body: { message: 'Palautuslinkki on lähetetty. Katso sähköpostisi.' } });
  });

  it("gives libraries' English texts in the member's language too: an unknown field, an unknown route, a body of the wrong type", async () => {
    const unknown = await send(t, 'POST', '/api/auth/login', { body: { email: uniqueEmail(), password: 'x', deviceId: 'd', role: 'admin' }, headers: fi });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Tuntematon kenttä role', errors: ['property role should not exist'] } });
    const english = await send(t, 'POST', '/api/auth/login', { body: { email: uniqueEmail(), password: 'x', deviceId: 'd', role: 'admin' } });
    expect(english.body.message).toBe('property role should not exist');
    // No route, so no session is read: the browser's language decides.
    const route = await send(t, 'GET', '/api/no-such-route', { headers: fi });
    expect(route).toMatchObject({ status: 404, body: { message: 'Osoitetta ei ole: GET /api/no-such-route' } });
    const typed = await fetch(`${t.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/xml', ...fi }, body: '<a/>' });
    expect(typed.status).toBe(415);
    expect(((await typed.json()) as { message: string }).message).toBe('Tämän tyyppistä pyynnön sisältöä ei hyväksytä tässä');
  });

  it('stores the language a member chooses, shows it in profile-user-info and refuses other values', async () => {
    const anna = await createMember(t, { userName: 'Anna' });
    const before = await send<{ user: { language: string } }>(t, 'GET', '/api/auth/profile-user-info', { token: anna.token });
    expect(before.body.user.language).toBe('en');
    const chosen = await setLanguage(anna, 'fi');
    expect(chosen).toMatchObject({ status: 200, body: { user: { language: 'fi' } } });
    const after = await send<{ user: { language: string } }>(t, 'GET', '/api/auth/profile-user-info', { token: anna.token });
    expect(after.body.user.language).toBe('fi');
    for (const wrong of ['sv', 'FI', '', 42, null]) {
      const refused = await setLanguage(anna, wrong);
      expect(refused).toMatchObject({ status: 400, body: { message: 'Kielen on oltava en tai fi' } });
    }
    expect((await send(t, 'PUT', '/api/auth/update-language', { body: { language: 'fi' } })).status).toBe(401);
  });

  it("answers a member's own session in the member's language, whatever the browser's Accept-Language", async () => {
    const anna = await createMember(t);
    await setLanguage(anna, 'fi');
    const english = { 'accept-language': 'en-GB' };
    const missing = await send(t, 'GET', '/api/posts/post/2000000000', { token: anna.token, headers: english });
    expect(missing).toMatchObject({ status: 404, body: { statusCode: 404, message: 'Julkaisua ei löytynyt', error: 'Not Found' } });
    const postId = await insertPost(t, anna.userId, 'Kiitos');
    const deleted = await send(t, 'POST', '/api/posts/user-delete-own-post', { token: anna.token, body: { postId }, headers: english });
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Julkaisu poistettu' } });
    // The profile form's own error filter speaks the member's language too.
    const profile = { user_name: 'Anna', email: anna.email, password: 'Wr0ng!Password' };
    const wrongPassword = await send(t, 'PUT', '/api/auth/update-user-name-email', { token: anna.token, body: profile, headers: english });
    expect(wrongPassword).toMatchObject({ status: 400, body: { message: 'Väärä salasana' } });
    const tooShort = await send(t, 'PUT', '/api/auth/update-user-name-email', { token: anna.token, body: { ...profile, user_name: 'A' }, headers: english });
    expect(tooShort).toMatchObject({ status: 400, body: { message: 'Tarkistus epäonnistui: Nimi on liian lyhyt', errors: ['Name too short'] } });
    // Back to English: the next answer is English again.
    await setLanguage(anna, 'en');
    const again = await send(t, 'GET', '/api/posts/post/2000000000', { token: anna.token, headers: fi });
    expect(again.body.message).toBe('Post not found');
  });

  it('keeps English for an API key call without Accept-Language, and answers in the language the integrator asks for', async () => {
    const anna = await createMember(t);
    await setLanguage(anna, 'fi');
    const key = await send<{ secret: string }>(t, 'POST', '/api/auth/api-keys', { token: anna.token, body: { name: 'Bot', scopes: ['read'] } });
    expect(key.status).toBe(201);
    const url = `${t.url}/api/posts/post/2000000000`;
    const plain = await rawGet(url, { 'x-api-key': key.body.secret });
    expect(plain).toEqual({ status: 404, body: { statusCode: 404, message: 'Post not found', error: 'Not Found' } });
    const asked = await rawGet(url, { 'x-api-key': key.body.secret, 'accept-language': 'fi' });
    expect(asked.body.message).toBe('Julkaisua ei löytynyt');
  });

  it('registers with the chosen language, else the Accept-Language, and sends the verification mail in it', async () => {
    const registerWith = async (extra: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const email = uniqueEmail('kieli');
      const body = { user_name: 'Maija', email, password: GOOD_PASSWORD, bio: TESTIMONY, deviceId: `dev-${email.split('@')[0]}`, ...extra };
      const res = await send<{ accessToken: string }>(t, 'POST', '/api/auth/register', { body, headers });
      expect(res.status).toBe(201);
      const profile = await send<{ user: { language: string } }>(t, 'GET', '/api/auth/profile-user-info', { token: res.body.accessToken });
      return { email, language: profile.body.user.language, mail: await t.mailbox.waitFor(email) };
    };
    const chosen = await registerWith({ language: 'fi' }, { 'accept-language': 'en' });
    expect(chosen.language).toBe('fi');
    expect(chosen.mail.subject).toBe('Vahvista sähköpostiosoitteesi Peniin');
    expect(chosen.mail.text).toContain('Hei Maija,');
    expect(chosen.mail.text).toContain('Linkki on voimassa 24 tuntia.');
    expect(chosen.mail.html).toContain('<html lang="fi">');
    expect(chosen.mail.html).toContain('Vahvista osoitteeni');

    expect((await registerWith({}, fi)).language).toBe('fi');
    const english = await registerWith({});
    expect(english.language).toBe('en');
    expect(english.mail.subject).toBe('Verify your email address for Pen');

    const refused = await send(t, 'POST', '/api/auth/register', {
      body: { user_name: 'Maija', email: uniqueEmail(), password: GOOD_PASSWORD, bio: TESTIMONY, deviceId: 'dev-x', language: 'sv' },
    });
    expect(refused).toMatchObject({ status: 400, body: { message: 'language must be en or fi' } });
  });

  it("sends the password reset mail in the member's language", async () => {
    const anna = await createMember(t, { userName: 'Anna' });
    await setLanguage(anna, 'fi');
    // The request has no session and an English browser: the mail follows the member, not the request.
    await send(t, 'POST', '/api/auth/send-reset-password-link', { body: { email: anna.email }, headers: { 'accept-language': 'en' } });
    const mail = await t.mailbox.waitFor(anna.email);
    expect(mail.subject).toBe('Vaihda Pen-salasanasi');
    expect(mail.text).toContain('Saimme pyynnön vaihtaa Pen-tilisi salasanan.');
    expect(mail.text).toContain('Valitse uusi salasana: http://localhost:3000/reset-password?token=');
  });

  it("shows the unsubscribe page in the member's language", async () => {
    const anna = await createMember(t, { email: 'anna.virtanen@example.test' });
    await setLanguage(anna, 'fi');
    const token = createUnsubscribeToken(unsubscribeKey(t.settings.jwtSecret), anna.userId);
    const page = await fetch(`${t.url}/api/noti/unsubscribe?token=${encodeURIComponent(token)}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="fi">');
    expect(html).toContain('<h1>Lopetetaanko ilmoitussähköpostit?</h1>');
    expect(html).toContain('Osoitteeseen an***@example.test ei enää lähetetä sähköpostia');
    expect(html).toContain('>Peru tilaus</button>');
    const done = await fetch(`${t.url}/api/noti/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST', headers: { accept: 'text/html' } });
    expect(await done.text()).toContain('<h1>Tilaus peruttu</h1>');
    const broken = await fetch(`${t.url}/api/noti/unsubscribe?token=nonsense`, { headers: fi });
    expect(broken.status).toBe(400);
    expect(await broken.text()).toContain('<h1>Linkki ei kelpaa</h1>');
  });

  it("sends push notifications in the recipient's language", async () => {
    const anna = await createMember(t, { userName: 'Anna' });
    const bob = await createMember(t, { userName: 'Bob' });
    await setLanguage(anna, 'fi');
    const { body } = await send<{ publicKey: string }>(t, 'GET', '/api/push/public-key');
    const device = await pushService.subscribe(body.publicKey);
    const saved = await send(t, 'POST', '/api/push/save-subscription', { token: anna.token, body: { endpoint: device.endpoint, expirationTime: null, keys: device.keys } });
    expect(saved).toMatchObject({ status: 201, body: { message: 'Ilmoitusten tilaus tallennettu' } });
    const postId = await insertPost(t, anna.userId, 'Kiitos rukouksista');
    publish(t, 'post.liked', { postId, actorId: bob.userId });
    const messages = await eventually(async () => {
      const m = await pushService.messages(device.clientHash);
      expect(m).toHaveLength(1);
      return m;
    });
    expect(JSON.parse(messages[0])).toMatchObject({ title: 'Uusi tykkäys', body: 'Bob tykkäsi julkaisustasi: “Kiitos rukouksista”', url: `/post/${postId}` });
    // The notification list shows the same text.
    const list = await send<{ notifications: Array<{ content: string }> }>(t, 'GET', '/api/noti/user-notifications', { token: anna.token });
    expect(list.body.notifications.map((n) => n.content)).toEqual(['Bob tykkäsi julkaisustasi: “Kiitos rukouksista”']);
  });
});
