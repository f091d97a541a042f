import { readFileSync } from 'node:fs';
import { startTestApp, TestApp } from '../support/test-app';
import { Actor, ACTORS, buildWorld, leaks, World } from './authorization-world';
import { loadOperations, OPENAPI_FILE, Operation } from './openapi-operations';
import { Answer, baselineRequest, describe as describeRequest, idKindsOf, send } from './requests';
import { securityAppEnv } from './security-app';
import { freshToken } from './sessions';

/**
 * Issue #27's authorization matrix: every operation of openapi.json, called with the ids of the
 * owner's private objects by each actor of a fresh world (see authorization-world.ts). Each
 * answer is a status the document lists for the operation or 401/403/404, the actor's standing
 * decides which, and no body holds private text the actor may not read.
 */

/** What an unverified member may do (the guard's @AllowUnverified routes): a policy, reviewed when it grows. */
const UNVERIFIED_MAY = new Set([
  'profileUserInfo',
  'updateUserNameEmail',
  'deleteAccount',
  'checkSession',
  'logout',
  'logoutAll',
  'logoutAllExceptThis',
  'logoutChosenDevice',
  'saveCookieConsent',
  'updateLanguage', // so a newcomer reads the verification step in their language (issue 41)
]);

/**
 * What a suspended member's limited session may do (issue 42; the guard's @AllowSuspended routes):
 * their profile, standing and appeals, a copy of their data, deleting the account, signing out.
 * Every other route answers 403 `This account is suspended`. A policy, reviewed when it grows.
 */
const SUSPENDED_MAY = new Set([
  'profileUserInfo',
  'updateLanguage',
  'deleteAccount',
  'checkSession',
  'logout',
  'logoutAll',
  'requestExport',
  'getStanding',
  'fileAppeal',
]);

const SEES_FRIENDS_POSTS: readonly Actor[] = ['owner', 'friend'];
const IN_GROUP: readonly Actor[] = ['owner', 'groupAdmin', 'groupMember'];

/** MATRIX_ONLY=<regex> narrows a run to the matching operation ids. */
const ONLY = process.env.MATRIX_ONLY ? new RegExp(process.env.MATRIX_ONLY) : undefined;
const operations = loadOperations().filter((op) => !ONLY || ONLY.test(op.id));
const rawDocument = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as { paths: Record<string, Record<string, { responses: Record<string, { description?: string }> }>> };
const forbiddenText = (op: Operation) => rawDocument.paths[op.path][op.method.toLowerCase()].responses['403']?.description ?? '';

/** Who may succeed at all, from what the document says an operation is refused for. */
function mayEverSucceed(op: Operation, actor: Actor): boolean {
  if (/Own/.test(op.id) || /another member|someone else|not the host/i.test(forbiddenText(op))) return actor === 'owner';
  if (/not an admin/i.test(forbiddenText(op))) return actor === 'owner' || actor === 'groupAdmin';
  return true;
}

/** Everything wrong with one actor's answer to one operation. */
function problemsWith(op: Operation, actor: Actor, answer: Answer, world: World): string[] {
  const problems: string[] = [];
  const { status } = answer;
  const ok = status >= 200 && status < 300;
  if (status >= 500) problems.push(`answered ${status}`);
  if (!op.isPublic && actor === 'anonymous' && status !== 401) problems.push(`answered ${status}, not 401`);
  if (!op.isPublic && actor === 'suspended' && !SUSPENDED_MAY.has(op.id) && !(status === 403 && answer.text.includes('This account is suspended'))) {
    problems.push(`answered ${status}, not 403 This account is suspended`);
  }
  if (!op.isPublic && actor === 'unverified' && !UNVERIFIED_MAY.has(op.id) && status !== 403) problems.push(`answered ${status}, not 403 (unverified)`);
  if (!op.statuses.has(status) && ![401, 403, 404].includes(status)) problems.push(`answered ${status}, which the document does not list`);
  const kinds = idKindsOf(op);
  if (ok && (kinds.has('postId') || kinds.has('commentId')) && !SEES_FRIENDS_POSTS.includes(actor)) problems.push(`answered ${status} about the owner's friends-only post`);
  if (ok && (kinds.has('groupId') || kinds.has('groupCommentId')) && !IN_GROUP.includes(actor)) problems.push(`answered ${status} about the private group`);
  if (ok && !mayEverSucceed(op, actor)) problems.push(`answered ${status} to an action only the owner or an admin may take`);
  const leaked = leaks(answer.text, world, actor);
  if (leaked.length) problems.push(`body shows private text ${leaked.join(', ')}: ${answer.text.slice(0, 400)}`);
  return problems.map((p) => `${actor}: ${p}`);
}

describe('Authorization matrix: every operation of openapi.json × every kind of caller', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(securityAppEnv());
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each(operations.map((op) => [`${op.method} ${op.path} (${op.id})`, op] as const))('%s', async (_name, op) => {
    // A fresh world per operation: what one call changes (a deleted post, a left group) never
    // decides another operation's answer. The owner calls last, as the owner's call may delete.
    const world = await buildWorld(t);
    const problems: string[] = [];
    for (const actor of ACTORS) {
      const member = actor === 'anonymous' ? undefined : world.members[actor];
      // Anonymous callers of public routes (login, reset) use a stranger's credentials, not the owner's.
      const credentials = member ?? world.members.stranger;
      const req = baselineRequest(op, world.targets, { email: credentials.email, password: credentials.password, deviceId: credentials.deviceId });
      const answer = await send(t.url, op, req, member && (await freshToken(t, member)));
      for (const p of problemsWith(op, actor, answer, world)) problems.push(`${p}\n    ${describeRequest(op, req, actor)} -> ${answer.status}`);
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
