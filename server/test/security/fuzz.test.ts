import fc from 'fast-check';
import { Member } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';
import { fixedMutations, Mutation, randomMutation } from './fuzz-mutations';
import { fuzzMember } from './fuzz-support';
import { loadOperations, Operation } from './openapi-operations';
import { Answer, baselineRequest, describe as describeRequest, send } from './requests';
import { freshToken } from './sessions';
import { securityAppEnv } from './security-app';

/**
 * Issue #27's fuzz test, generated from openapi.json: every operation gets its baseline request,
 * a fixed set of hostile mutations and seeded random ones. No answer may be a 5xx, every 4xx is
 * `{statusCode, message, error}`, 429 only where the document lists it, and each answer comes
 * within a second. Replay a failure with FUZZ_SEED=<seed printed in it>.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 272727);
const RANDOM_RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const MAX_MS = 1000;
const VERBOSE = process.env.FUZZ_VERBOSE === '1';
const PARALLEL = 3;
/** A request still unanswered after this long is reported as never answered. */
const NO_ANSWER_MS = 3000;
const SLOW = 'slow';

/** FUZZ_ONLY=<regex> narrows a replay to the matching operation ids. */
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : undefined;
const allOperations = loadOperations();
const operations = allOperations.filter((op) => !ONLY || ONLY.test(op.id));

/** A seed per operation, so a new operation does not change the requests the others get. */
function seedOf(op: Operation): number {
  let h = SEED | 0;
  for (const c of op.id) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}

/** What is wrong with one answer, or undefined. */
export function problemWith(op: Operation, answer: Answer): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (answer.status === 429 && !op.statuses.has(429)) return 'answered 429, which the document does not list for this operation';
  // A page for browsers (the unsubscribe link) answers its errors as a page too.
  if (answer.status >= 400 && !(op.answersHtml && answer.contentType.startsWith('text/html'))) {
    const body = answer.json as Record<string, unknown> | undefined;
    if (!body || body.statusCode !== answer.status || typeof body.message !== 'string' || typeof body.error !== 'string') {
      return `answered ${answer.status} without the error shape {statusCode, message, error}: ${answer.contentType} ${answer.text.slice(0, 300)}`;
    }
  }
  return undefined;
}

describe('OpenAPI-driven fuzz: every operation of openapi.json', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(securityAppEnv());
  });

  afterAll(async () => {
    await t?.close();
  });

  it('covers every operation of the document', () => {
    expect(allOperations.length).toBeGreaterThan(80);
    expect(new Set(allOperations.map((o) => `${o.tag}.${o.id}`)).size).toBe(allOperations.length);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path} (${op.id})`, op] as const))('%s', async (_name, op) => {
    const { member, targets } = await fuzzMember(t);
    const base = baselineRequest(op, targets, { email: member.email, password: member.password, deviceId: member.deviceId });
    const problems: string[] = [];
    let token = await freshToken(t, member);
    /** Judges one request; a slow answer is sent again (alone, once `retrySlow` is true) before it counts. */
    const check = async (m: Mutation, who: Member | undefined, retrySlow = true): Promise<string | undefined> => {
      const as = who ? 'member' : 'anonymous';
      if (VERBOSE) console.log(`${op.id} as ${as}: ${m.label}`);
      const call = async (): Promise<Answer | string> => {
        try {
          let answer = await send(t.url, op, m.req, who && token, NO_ANSWER_MS);
          // An earlier call may have ended the session (logout, a new e-mail address): sign in again.
          if (who && answer.status === 401) {
            token = await freshToken(t, who);
            answer = await send(t.url, op, m.req, token, NO_ANSWER_MS);
          }
          return answer;
        } catch (err) {
          return `no answer (${(err as Error).name}: ${(err as Error).message})`;
        }
      };
      let answer = await call();
      // One slow answer may be the shared machine; the same request slow twice is the route.
      if (typeof answer !== 'string' && answer.ms > MAX_MS) {
        if (!retrySlow) return SLOW;
        answer = await call();
      }
      const problem =
        typeof answer === 'string' ? answer : (problemWith(op, answer) ?? (answer.ms > MAX_MS ? `took ${Math.round(answer.ms)} ms twice (limit ${MAX_MS} ms)` : undefined));
      return problem && `${m.label}: ${problem}\n    ${describeRequest(op, m.req, as)}`;
    };
    const caller = op.isPublic ? undefined : member;

    // A few requests in flight at once, as real clients send them; each is still judged alone.
    // Slow answers are sent again afterwards, one at a time, so that requests of their own
    // batch (three argon2 hashes at once on two cores) do not count against them.
    const queue = fixedMutations(op, base);
    const slow: Mutation[] = [];
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let m = queue.shift(); m; m = queue.shift()) {
          const problem = await check(m, caller, false);
          if (problem === SLOW) slow.push(m);
          else if (problem) problems.push(problem);
        }
      }),
    );
    for (const m of slow) {
      const problem = await check(m, caller, false);
      if (problem) problems.push(problem === SLOW ? `${m.label}: took over ${MAX_MS} ms twice\n    ${describeRequest(op, m.req, caller ? 'member' : 'anonymous')}` : problem);
    }
    expect({ seed: SEED, problems }).toEqual({ seed: SEED, problems: [] });

    await fc.assert(
      fc.asyncProperty(randomMutation(op, base), async (m) => {
        const problem = await check(m, caller);
        if (problem) throw new Error(`${problem}\n    (FUZZ_SEED=${SEED})`);
      }),
      { seed: seedOf(op), numRuns: RANDOM_RUNS, endOnFailure: true },
    );

    // Last, as a valid call may end the session or the account (logout-all, delete-account).
    const baseline: Mutation = { label: 'baseline', req: base };
    const whoSendsBaseline = op.isPublic ? [undefined, member] : [member];
    for (const who of whoSendsBaseline) {
      const problem = await check(baseline, who);
      if (problem) problems.push(problem);
    }
    expect({ seed: SEED, problems }).toEqual({ seed: SEED, problems: [] });
  }, 120_000);
});
