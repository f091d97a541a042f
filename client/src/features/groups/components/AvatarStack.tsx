import { useLingui } from '@lingui/react/macro';
import type { GroupPersonDto } from '@pen/sdk';
import { apiFileUrl, AVATARS_SHOWN, moreMembersLabel } from '../group-text';

/** Up to 5 member avatars, then '+N more' (the rest of member_count). */
export function AvatarStack({ people, total, onMore }: { people: readonly GroupPersonDto[]; total: number; onMore?: () => void }) {
  const { t } = useLingui();
  const shown = people.slice(0, AVATARS_SHOWN);
  const more = moreMembersLabel(total, shown.length);
  return (
    <div className="grp-avatars">
      <ul className="grp-avatar-row" aria-label={t`Members`}>
        {shown.map((p) => (
          <li key={p.user_id}>
            <img className="grp-avatar" src={apiFileUrl(p.profile_picture)} alt={p.user_name} title={p.user_name} loading="lazy" />
          </li>
        ))}
      </ul>
      {more ? (
        onMore ? (
          <button type="button" className="grp-more" onClick={onMore}>
            {more}
          </button>
        ) : (
          <span className="grp-more">{more}</span>
        )
      ) : null}
    </div>
  );
}
