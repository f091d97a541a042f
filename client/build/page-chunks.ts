import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

/**
 * Chunking for the page a member lands on (the dashboard): the modules it needs beyond the entry
 * chunk go into two chunks of its own, instead of wherever the bundler's automatic chunking puts
 * them. A Rolldown `codeSplitting` group (Vite 8; it was a Rollup `manualChunks` function before).
 *
 * Left to Rollup (with `experimentalMinChunkSize`, under Vite 7), a module shared by several pages (the post card, the media gallery) is first
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
 * sign-in page's. The other pages are chunked by Rolldown.
 *
 * Neither chunk can be part of a cycle: both hold only modules reachable from the dashboard, and
 * everything those import is in one of the two or in the entry chunk, which imports neither.
 */
export function dashboardChunks(): Rolldown.CodeSplittingGroup {
  let plan: Map<string, string> | undefined;
  return {
    debugName: 'dashboard',
    // The plan names every module the dashboard needs (the entry chunk's too): with the default
    // (true) Rolldown would pull a group's dependencies into its chunk, React and the SDK into
    // DashboardPage, which the entry chunk then imported.
    includeDependenciesRecursively: false,
    name: (id, context) => {
      plan ??= makePlan(id, context);
      return plan.get(id) ?? null;
    },
  };
}

const DASHBOARD = /\/src\/features\/dashboard\/DashboardPage\.tsx$/;
const LOGIN = /\/src\/features\/auth\/LoginPage\.tsx$/;

/**
 * Every module of the build. Rolldown's chunking context has no `getModuleIds()` (Rollup's
 * manualChunks had): from one module up to the entries, then down everything they import.
 */
function allModules(from: string, getModuleInfo: ChunkingContext['getModuleInfo']): string[] {
  const walk = (start: string[], next: (info: Rolldown.ModuleInfo) => string[]): Set<string> => {
    const seen = new Set<string>();
    const todo = [...start];
    while (todo.length > 0) {
      const id = todo.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const info = getModuleInfo(id);
      if (info) todo.push(...next(info));
    }
    return seen;
  };
  const entries = [...walk([from], (m) => [...m.importers, ...m.dynamicImporters])].filter((id) => getModuleInfo(id)?.isEntry);
  return [...walk(entries, (m) => [...m.importedIds, ...m.dynamicallyImportedIds])];
}

function makePlan(from: string, context: ChunkingContext): Map<string, string> {
  const getModuleInfo = (id: string) => context.getModuleInfo(id); // a method: it needs its `this`
  const ids = allModules(from, getModuleInfo);
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
  if (!dashboard || !login) return plan; // not the app's build (a test's, say): Rolldown decides

  const entry = closure(ids.filter((id) => getModuleInfo(id)?.isEntry));
  const pages = new Set(ids.flatMap((id) => getModuleInfo(id)?.dynamicallyImportedIds ?? []));
  const others = closure([...pages].filter((id) => id !== dashboard));
  const forLogin = closure([login]);

  // The entry's modules are named too: the modules the dashboard shares with the sign-in page join
  // them in the entry chunk (the group named 'index' is that chunk).
  for (const id of entry) plan.set(id, 'index');
  for (const id of closure([dashboard])) {
    if (entry.has(id)) continue;
    // A catalog's loader (build/feature-catalogs.ts) goes with the shared code even when only the
    // dashboard uses it: the feed chunk then asks for every catalog the page needs at once, where
    // the dashboard's own waited until the feed chunk had run (one round trip more).
    const catalog = id.startsWith('\0virtual:pen-catalog/');
    plan.set(id, forLogin.has(id) ? 'index' : others.has(id) || catalog ? 'feed' : 'DashboardPage');
  }
  return plan;
}
