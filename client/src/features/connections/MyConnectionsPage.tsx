import { Trans, useLingui } from '@lingui/react/macro';
import { KeyboardEvent, ReactNode, useEffect, useRef, useState } from 'react';
import { AppLayout } from '../../components/AppLayout';
import { Spinner } from '../../components/Spinner';
import { useFriendRequestsToMe } from './api/useFriendRequestsToMe';
import { useMyConnections } from './api/useMyConnections';
import { FriendsTab } from './FriendsTab';
import { InviteButton } from './InviteButton';
import { RequestsTab } from './RequestsTab';
import { SearchTab } from './SearchTab';
import { ConnTab, TAB_IDS, tabLabel, visibleTab } from './tabs';
import './connections.css';

/** /my-connections: friend requests to answer, my friends, and finding members. */
export default function MyConnectionsPage() {
  const requests = useFriendRequestsToMe();
  const friends = useMyConnections();
  const { t } = useLingui();
  const [chosen, setChosen] = useState<ConnTab | null>(null);
  const tabRefs = useRef<Record<ConnTab, HTMLButtonElement | null>>({ requests: null, friends: null, search: null });
  // A failed request list must not hide the other tabs: treat it as empty for the auto-selection.
  const tab = visibleTab(chosen, requests.isError ? 0 : requests.data?.length);
  const requestCount = requests.data?.length ?? 0;
  // The automatic choice holds once made: answering the last request must not switch tabs under the member.
  useEffect(() => {
    if (!chosen && tab) setChosen(tab);
  }, [chosen, tab]);

  const select = (id: ConnTab) => {
    setChosen(id);
    tabRefs.current[id]?.focus();
    // The other member may have answered meanwhile: opening a list shows it as it is now.
    if (id === 'requests') void requests.refetch();
    if (id === 'friends') void friends.refetch();
  };
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    select(TAB_IDS[(index + step + TAB_IDS.length) % TAB_IDS.length]);
  };

  return (
    <AppLayout title={t`Friends`}>
      <div className="conn-page">
        <header className="conn-header">
          <div>
            <h1>
              <Trans>Friends</Trans>
            </h1>
            <p className="muted">
              <Trans>Answer requests, see your friends and find people you know.</Trans>
            </p>
          </div>
          <InviteButton />
        </header>

        <div className="conn-tabs" role="tablist" aria-label={t`Friends`}>
          {TAB_IDS.map((id, i) => (
            <button
              key={id}
              ref={(el) => {
                tabRefs.current[id] = el;
              }}
              type="button"
              role="tab"
              id={`conn-tab-${id}`}
              aria-controls={`conn-panel-${id}`}
              aria-selected={tab === id}
              tabIndex={tab === id || (!tab && i === 0) ? 0 : -1}
              className="conn-tab"
              onClick={() => select(id)}
              onKeyDown={(e) => onTabKey(e, i)}
            >
              {tabLabel(id)}
              {id === 'requests' && requestCount ? <span className="conn-badge" aria-label={t`${requestCount} new`}>{requestCount}</span> : null}
              {id === 'friends' && friends.data?.length ? <span className="conn-tab-count">{friends.data.length}</span> : null}
            </button>
          ))}
        </div>

        {tab ? (
          // Every panel stays mounted (inactive ones hidden), so a search and its results survive a look at another tab.
          <>
            <Panel id="requests" active={tab}>
              <Loaded query={requests} failure={t`Failed to load friend requests`}>
                {(list) => <RequestsTab requests={list} onFindPeople={() => select('search')} />}
              </Loaded>
            </Panel>
            <Panel id="friends" active={tab}>
              <Loaded query={friends} failure={t`Failed to load connections.`}>
                {(list) => <FriendsTab friends={list} onFindPeople={() => select('search')} />}
              </Loaded>
            </Panel>
            <Panel id="search" active={tab}>
              <SearchTab />
            </Panel>
          </>
        ) : (
          <Spinner />
        )}
      </div>
    </AppLayout>
  );
}

function Panel({ id, active, children }: { id: ConnTab; active: ConnTab; children: ReactNode }) {
  return (
    <section className="conn-panel card" role="tabpanel" id={`conn-panel-${id}`} aria-labelledby={`conn-tab-${id}`} hidden={id !== active}>
      {children}
    </section>
  );
}

/** A list's loading, failure (with a retry) and loaded states. */
function Loaded<T>({
  query,
  failure,
  children,
}: {
  query: { data: T | undefined; isError: boolean; isFetching: boolean; refetch: () => unknown };
  failure: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <div className="conn-empty" role="alert">
        <p className="conn-empty-title">{failure}</p>
        <button type="button" className="button secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  return <Spinner />;
}
