import type { Rollup } from 'vite';

type GetManualChunk = Rollup.GetManualChunk;
type ManualChunkMeta = Rollup.ManualChunkMeta;

/**
 * Chunking for the page a member lands on (the dashboard): the modules it needs beyond the entry
 * chunk go into two chunks of its own, instead of wherever Rollup's small-chunk merging
 * (`experimentalMinChunkSize`) happened to put them.
 *
 * Left to Rollup, a module shared by several pages (the post card, the media gallery) is first
 * put in a chunk of its own, and a chunk that small is then merged into one of the pages that
 * use it: the dashboard ended up importing the chunks of MyPenPage, CreatePrayRequestPage,
 * VerifyEmailPage and the media upload code (15 files), and evaluating all of them before its
 * first render. Here:
 * - `DashboardPage`: what only the dashboard uses (its menu, greeting, announcements);
 * - `feed`: what the dashboard shares with other member pages (feed, post cards, comments,
 *   media players, the unread badge). Those pages load it too: it is the code they share.
 * What the sign-in page uses too (the profile query, the query hooks of @tanstack/react-query,
 * whose index re-exports all of them, so this graph walk takes them all) goes to the entry chunk:
 * the first page (/login) then loads nothing of the dashboard's, and the dashboard nothing of the
 * sign-in page's. The other pages are chunked by Rollup as before.
 *
 * Neither chunk can be part of a cycle: both hold only modules reachable from the dashboard, and
 * everything those import is in one of the two or in the entry chunk, which imports neither.
 */
export function dashboardChunks(): GetManualChunk {
  let plan: Map<string, string> | undefined;
  return (id, meta) => {
    plan ??= makePlan(meta);
    return plan.get(id);
  };
}

const DASHBOARD = /\/src\/features\/dashboard\/DashboardPage\.tsx$/;
const LOGIN = /\/src\/features\/auth\/LoginPage\.tsx$/;

function makePlan({ getModuleIds, getModuleInfo }: ManualChunkMeta): Map<string, string> {
  const ids = [...getModuleIds()];
  /** Every module `from` imports statically, directly or not (dynamic imports start other chunks). */
  const closure = (from: string[]): Set<string> => {
    const seen = new Set<string>();
    const todo = [...from];
    while (todo.length > 0) {
      const id = todo.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      todo.push(...(getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };

  const plan = new Map<string, string>();
  const dashboard = ids.find((id) => DASHBOARD.test(id));
  const login = ids.find((id) => LOGIN.test(id));
  if (!dashboard || !login) return plan; // not the app's build (a test's, say): Rollup decides

  const entry = closure(ids.filter((id) => getModuleInfo(id)?.isEntry));
  const pages = new Set(ids.flatMap((id) => getModuleInfo(id)?.dynamicallyImportedIds ?? []));
  const others = closure([...pages].filter((id) => id !== dashboard));
  const forLogin = closure([login]);

  // Rollup moves every static dependency of a manual chunk's module that no manual chunk claims
  // into that chunk: the entry chunk's modules (React, the SDK) must be claimed too.
  for (const id of entry) plan.set(id, 'index');
  for (const id of closure([dashboard])) {
    if (entry.has(id)) continue;
    plan.set(id, forLogin.has(id) ? 'index' : others.has(id) ? 'feed' : 'DashboardPage');
  }
  return plan;
}
