import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAlerts } from '../components/alerts/AlertProvider';
import { RootRedirect } from './guards';

/**
 * An address no route knows: say so briefly, then go where / goes (the dashboard for members,
 * the login page for visitors), so a stale or mistyped link never ends on a blank page.
 */
export function NotFound() {
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const { pathname } = useLocation();
  const told = useRef(false);

  useEffect(() => {
    if (told.current) return;
    told.current = true;
    showAlert(t`The page ${pathname} does not exist, so we brought you to the start.`, 'warning');
  }, [pathname, showAlert, t]);

  return <RootRedirect />;
}
