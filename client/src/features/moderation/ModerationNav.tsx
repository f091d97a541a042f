import { Trans } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';
import { Icon } from '../../components/icons/Icon';
import { useProfileUserInfo } from '../auth';
import { isStaff } from './roles';

export const MODERATION_PATH = '/moderation';

/** Whether the signed-in member may open the console (their profile's role; false until it is known). */
export function useCanModerate(): boolean {
  return isStaff(useProfileUserInfo().data?.role);
}

/** The console's entry in the side menu, or with `bar` in the phone's bottom bar: only for moderators and paka (AppLayout's menus, via app/). */
export function ModerationNavItem({ bar = false }: { bar?: boolean }) {
  if (!useCanModerate()) return null;
  if (bar) {
    return (
      <NavLink to={MODERATION_PATH}>
        <Icon name="shield" size={22} className="icon" />
        <span className="bottomnav-label">
          <Trans>Moderation</Trans>
        </span>
      </NavLink>
    );
  }
  return (
    <li>
      <NavLink to={MODERATION_PATH}>
        <Icon name="shield" className="icon" /> <Trans>Moderation</Trans>
      </NavLink>
    </li>
  );
}
