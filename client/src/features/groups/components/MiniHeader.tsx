import type { GroupDto } from '@pen/sdk';
import { commentCount, memberCount, textOn } from '../group-text';

/** The floating bar shown once the header has scrolled away; a tap goes back to the top. */
export function MiniHeader({ group, shown }: { group: GroupDto; shown: boolean }) {
  return (
    <div className={`grp-mini${shown ? ' shown' : ''}`} aria-hidden={!shown} style={{ background: group.theme_color, color: textOn(group.theme_color) }}>
      <button type="button" tabIndex={shown ? 0 : -1} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
        <strong>{group.title}</strong>
        <span>
          {memberCount(group.member_count)} · {commentCount(group.comment_count)}
        </span>
      </button>
    </div>
  );
}
