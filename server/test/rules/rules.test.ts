import { http, startTestApp, TestApp } from '../support/test-app';

interface Rule { rule_id: number; number: number; title: string; description: string }

/** Community rules (issue 42): public to read, with a default set on a fresh install. */
describe('rules: the community rules', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLE: 'api' });
    call = http(t.url);
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
});
