import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';

// Issue 45: the RateLimit headers describe the tightest limit a request counted against, a
// route's limit included, so that they agree with a 429; a route's limit counts only valid calls.
describe('RateLimit headers tell the truth', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;

  beforeAll(async () => {
    t = await startTestApp({ API_KEY_RATE_LIMIT: '50', RATE_LIMITS: 'posts=3/1h' });
    call = http(t.url);
  });
  afterAll(() => t.close());

  const post = (member: Member | { headers: Record<string, string> }, body: unknown) =>
    call<{ message?: string }>('POST', '/api/posts/create-post', { ...('token' in member ? { token: member.token } : member), body });

  /** `"name";r=N;t=S` as its parts. */
  function standing(header: string | null): { name: string; remaining: number; reset: number } {
    const m = /^"([\w-]+)";r=(\d+);t=(\d+)$/.exec(header ?? '');
    if (!m) throw new Error(`not a RateLimit field: ${header}`);
    return { name: m[1], remaining: Number(m[2]), reset: Number(m[3]) };
  }

  it("shows a member's session where it stands against the route's limit, and agrees with the 429", async () => {
    const anna = await createMember(t);
    for (const left of [2, 1, 0]) {
      const res = await post(anna, { content: `Post with ${left} left` });
      expect(res.status).toBe(201);
      expect(res.headers.get('ratelimit-policy')).toBe('"posts";q=3;w=3600');
      expect(standing(res.headers.get('ratelimit'))).toMatchObject({ name: 'posts', remaining: left });
      expect(res.headers.get('ratelimit-remaining')).toBe(String(left));
    }
    const refused = await post(anna, { content: 'One too many' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many posts\. Try again in /);
    const now = standing(refused.headers.get('ratelimit'));
    expect(now).toMatchObject({ name: 'posts', remaining: 0 });
    expect(now.reset).toBe(Number(refused.headers.get('retry-after')));
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    // A read counts against no limit of a session: no headers.
    expect((await call('GET', '/api/posts/my-posts', { token: anna.token })).headers.get('ratelimit')).toBeNull();
  });

  it('answers a malformed request 400, never 429, and does not count it', async () => {
    const ben = await createMember(t);
    for (let i = 0; i < 5; i++) {
      const bad = await post(ben, { content: 'x', unknownField: true });
      expect(bad.status).toBe(400);
      expect(bad.headers.get('ratelimit')).toBeNull();
    }
    for (let i = 0; i < 3; i++) expect((await post(ben, { content: `valid ${i}` })).status).toBe(201);
    expect((await post(ben, { content: 'x', unknownField: true })).status).toBe(400);
    expect((await post(ben, { content: 'valid again' })).status).toBe(429);
  });

  it("shows an API key the tighter of its budget and the route's limit", async () => {
    const cara = await createMember(t);
    const created = await call<{ secret: string }>('POST', '/api/auth/api-keys', { token: cara.token, body: { name: 'poster', scopes: ['read', 'write'] } });
    expect(created.status).toBe(201);
    const key = { headers: { 'x-api-key': created.body.secret } };
    // A read: only the key's budget applies.
    const read = await call('GET', '/api/posts/my-posts', key);
    expect(read.headers.get('ratelimit-policy')).toBe('"api-key";q=50;w=60');
    expect(standing(read.headers.get('ratelimit'))).toMatchObject({ name: 'api-key', remaining: 49 });
    // A post: the route's 3 an hour is tighter than the key's 48 left this minute.
    const first = await post(key, { content: 'From a script' });
    expect(first.status).toBe(201);
    expect(first.headers.get('ratelimit-policy')).toBe('"posts";q=3;w=3600');
    expect(standing(first.headers.get('ratelimit'))).toMatchObject({ name: 'posts', remaining: 2 });
    expect(first.headers.get('ratelimit-remaining')).toBe('2');
    await post(key, { content: 'Second' });
    await post(key, { content: 'Third' });
    const refused = await post(key, { content: 'Fourth' });
    expect(refused.status).toBe(429);
    expect(standing(refused.headers.get('ratelimit'))).toMatchObject({ name: 'posts', remaining: 0, reset: Number(refused.headers.get('retry-after')) });
  });
});
