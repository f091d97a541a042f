import { Trans, useLingui } from '@lingui/react/macro';
import { KeyboardEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppLayout } from '../../components/AppLayout';
import { CreateGroupForm } from './components/CreateGroupForm';
import { MyGroupsTab } from './components/MyGroupsTab';
import { SearchGroupsTab } from './components/SearchGroupsTab';
import './groups.css';

const TABS = [{ id: 'mine' }, { id: 'new' }, { id: 'search' }] as const;
type Tab = (typeof TABS)[number]['id'];

/** /groups: My Groups, New Group and Search Groups (the tab is kept in ?tab= for back and reload). */
export default function GroupsPage() {
  const { t } = useLingui();
  const tabLabels: Record<Tab, string> = { mine: t`My Groups`, new: t`New Group`, search: t`Search Groups` };
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.some((x) => x.id === asked) ? (asked as Tab) : 'mine';
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
    <AppLayout title={t`Groups`}>
      <div className="grp-page">
        <header className="grp-page-head">
          <div>
            <h1>
            <Trans>Groups</Trans>
          </h1>
            <p className="muted">
            <Trans>Pray, study and share with people who walk the same way.</Trans>
          </p>
          </div>
        </header>
        <div className="grp-tabs" role="tablist" aria-label={t`Groups`}>
          {TABS.map((x, i) => (
            <button
              key={x.id}
              ref={(el) => {
                refs.current[x.id] = el;
              }}
              type="button"
              role="tab"
              id={`grp-tab-${x.id}`}
              aria-controls={`grp-panel-${x.id}`}
              aria-selected={tab === x.id}
              tabIndex={tab === x.id ? 0 : -1}
              className="grp-tab"
              onClick={() => select(x.id)}
              onKeyDown={(e) => onKey(e, i)}
            >
              {tabLabels[x.id]}
            </button>
          ))}
        </div>
        {TABS.map((x) =>
          visited.has(x.id) || tab === x.id ? (
            <section key={x.id} role="tabpanel" id={`grp-panel-${x.id}`} aria-labelledby={`grp-tab-${x.id}`} hidden={tab !== x.id} className="grp-panel card">
              {x.id === 'mine' ? <MyGroupsTab onNewGroup={() => select('new')} /> : x.id === 'new' ? <CreateGroupForm /> : <SearchGroupsTab />}
            </section>
          ) : null,
        )}
      </div>
    </AppLayout>
  );
}
