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

/** The side-menu entry of the console: only for moderators and paka (AppLayout's menu, via app/). */
export function ModerationNavItem() {
  if (!useCanModerate()) return null;
  return (
    <li>
      <NavLink to={MODERATION_PATH}>
        <Icon name="shield" className="icon" /> <Trans>Moderation</Trans>
      </NavLink>
    </li>
  );
}
