import { Trans } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';
import { Icon } from '../components/icons/Icon';
import { MODERATION_PATH, useCanModerate } from '../features/moderation';

/**
 * The console's entry in the side menu, or with `bar` in the phone's bottom bar: only for
 * moderators and paka (AppLayout's NavExtrasContext). Here in app/ and not in the moderation
 * feature, so its one word is in the shared catalog and the moderation catalog loads with the
 * console only (issue 41: /login's JavaScript).
 */
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
