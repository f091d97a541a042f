import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPage } from './app/routes';
import { beginAppStart } from './app/session-start';
import { getDeviceId } from './lib/device';
import { activateLocale } from './lib/i18n/activate';
import { startLocale } from './lib/i18n/locales';
import { setupSdk } from './lib/sdk';
import { mayHaveSession } from './lib/session';
import { signOutEndedSession } from './lib/sign-out';
import './styles.css';

getDeviceId();
// The language's catalogs load beside the session refresh; the app renders once they are in.
void activateLocale(startLocale());
// When no access token can be obtained any more, a signed-in member is signed out (spec 000 §4).
setupSdk(signOutEndedSession);
// The session refresh and the first page's chunk start now, side by side, before React renders.
// AppStart awaits the same promise (beginAppStart returns the one begun here).
void beginAppStart(preloadPage(window.location.pathname, mayHaveSession()));
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
