import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AlertProvider } from '../components/alerts/AlertProvider';
import { AppNoticesContext, NavBadgeContext, NavExtrasContext } from '../components/AppLayout';
import { PasswordNoticeSlot } from '../features/auth/PasswordNoticeSlot';
import { SkipLink } from '../components/SkipLink';
import { noteVerifiedProfiles } from '../features/auth/hooks';
import { MemberLanguage } from '../features/auth/MemberLanguage';
import { ConsentPrompt } from '../features/legal/ConsentPrompt';
import { PwaShell } from '../pwa/PwaShell';
import { AppStart } from './AppStart';
import { ModerationNavItem } from './ModerationNavItem';
import { NavBadge } from './NavBadge';
import { AppRoutes } from './routes';
import { beginAppStart, sessionStartBlocks } from './session-start';
import { SignOutBinding } from './SignOutBinding';
import { StepUpHost } from './StepUpHost';
import './app.css';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});
noteVerifiedProfiles(queryClient);

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemberLanguage />
        <AlertProvider>
          <NavExtrasContext.Provider value={ModerationNavItem}>
            <NavBadgeContext.Provider value={NavBadge}>
              <AppNoticesContext.Provider value={PasswordNoticeSlot}>
                <BrowserRouter>
                  <SkipLink />
                  <SignOutBinding />
                  <AppStart start={beginAppStart} blocks={sessionStartBlocks()}>
                    <AppRoutes />
                  </AppStart>
                  <ConsentPrompt />
                  <PwaShell />
                  <StepUpHost />
                </BrowserRouter>
              </AppNoticesContext.Provider>
            </NavBadgeContext.Provider>
          </NavExtrasContext.Provider>
        </AlertProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
