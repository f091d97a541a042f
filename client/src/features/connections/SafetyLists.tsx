import type { ListedMemberDto } from '@pen/sdk';
import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '../../components/Spinner';
import { useBlockedUsers, useMutedUsers } from './api/useSafetyLists';
import { pictureUrl } from './friend-labels';
import { MemberRef, useMemberSafety } from './useMemberSafety';
import './connections.css';

interface ListProps {
  title: string;
  intro: string;
  empty: string;
  errorText: string;
  query: UseQueryResult<ListedMemberDto[]>;
  actionLabel: string;
  act: (member: MemberRef) => Promise<boolean>;
  busy: boolean;
}

function MemberList({ title, intro, empty, errorText, query, actionLabel, act, busy }: ListProps) {
  const id = `safety-${actionLabel.toLowerCase()}`;
  return (
    <section className="card safety-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="muted safety-intro">{intro}</p>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <p className="field-error">{errorText}</p> : null}
      {query.data?.length === 0 ? <p className="safety-empty">{empty}</p> : null}
      {query.data && query.data.length > 0 ? (
        <ul className="conn-list" aria-label={title}>
          {query.data.map((u) => (
            <li key={u.user_id} className="conn-row">
              <span className="conn-person safety-person">
                <img className="conn-avatar" src={pictureUrl(u.profile_picture)} alt="" loading="lazy" />
                <span className="conn-name">{u.user_name}</span>
              </span>
              <div className="conn-actions">
                <button type="button" className="button secondary" disabled={busy} aria-label={`${actionLabel} ${u.user_name}`} onClick={() => void act(u)}>
                  {actionLabel}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** /settings: the members I blocked, each with Unblock. */
export function BlockedMembersCard() {
  const blocked = useBlockedUsers();
  const safety = useMemberSafety();
  return (
    <>
      <MemberList
        title="Blocked members"
        intro="You and a member you blocked do not see each other's posts, comments or profile."
        empty="You have not blocked anyone."
        errorText="Your blocked members could not be loaded."
        query={blocked}
        actionLabel="Unblock"
        act={safety.unblock}
        busy={safety.busy}
      />
      {safety.dialog}
    </>
  );
}

/** /settings: the members I muted, each with Unmute. */
export function MutedMembersCard() {
  const muted = useMutedUsers();
  const safety = useMemberSafety();
  return (
    <>
      <MemberList
        title="Muted members"
        intro="Posts of muted members stay out of your feed, and nothing they do notifies you."
        empty="You have not muted anyone."
        errorText="Your muted members could not be loaded."
        query={muted}
        actionLabel="Unmute"
        act={safety.unmute}
        busy={safety.busy}
      />
      {safety.dialog}
    </>
  );
}
