import { KeyboardEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppLayout } from '../../components/AppLayout';
import { CreateGroupForm } from './components/CreateGroupForm';
import { MyGroupsTab } from './components/MyGroupsTab';
import { SearchGroupsTab } from './components/SearchGroupsTab';
import './groups.css';

const TABS = [
  { id: 'mine', label: 'My Groups' },
  { id: 'new', label: 'New Group' },
  { id: 'search', label: 'Search Groups' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/** /groups: My Groups, New Group and Search Groups (the tab is kept in ?tab= for back and reload). */
export default function GroupsPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.some((t) => t.id === asked) ? (asked as Tab) : 'mine';
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  // Search results live in the tab; every tab stays mounted so switching keeps them.
  const [visited, setVisited] = useState<Set<Tab>>(() => new Set([tab]));

  const select = (id: Tab) => {
    setVisited((v) => new Set(v).add(id));
    setParams(id === 'mine' ? {} : { tab: id }, { replace: true });
    refs.current[id]?.focus();
  };
  const onKey = (e: KeyboardEvent, i: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    select(TABS[(i + step + TABS.length) % TABS.length].id);
  };

  return (
    <AppLayout title="Groups">
      <div className="grp-page">
        <header className="grp-page-head">
          <div>
            <h1>Groups</h1>
            <p className="muted">Pray, study and share with people who walk the same way.</p>
          </div>
        </header>
        <div className="grp-tabs" role="tablist" aria-label="Groups">
          {TABS.map((t, i) => (
            <button
              key={t.id}
              ref={(el) => {
                refs.current[t.id] = el;
              }}
              type="button"
              role="tab"
              id={`grp-tab-${t.id}`}
              aria-controls={`grp-panel-${t.id}`}
              aria-selected={tab === t.id}
              tabIndex={tab === t.id ? 0 : -1}
              className="grp-tab"
              onClick={() => select(t.id)}
              onKeyDown={(e) => onKey(e, i)}
            >
              {t.label}
            </button>
          ))}
        </div>
        {TABS.map((t) =>
          visited.has(t.id) || tab === t.id ? (
            <section key={t.id} role="tabpanel" id={`grp-panel-${t.id}`} aria-labelledby={`grp-tab-${t.id}`} hidden={tab !== t.id} className="grp-panel card">
              {t.id === 'mine' ? <MyGroupsTab onNewGroup={() => select('new')} /> : t.id === 'new' ? <CreateGroupForm /> : <SearchGroupsTab />}
            </section>
          ) : null,
        )}
      </div>
    </AppLayout>
  );
}
