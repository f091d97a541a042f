import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AlertProvider } from '../components/alerts/AlertProvider';
import { noteVerifiedProfiles } from '../features/auth/hooks';
import { ConsentPrompt } from '../features/legal/ConsentPrompt';
import { PwaShell } from '../pwa/PwaShell';
import { AppStart } from './AppStart';
import { AppRoutes } from './routes';
import { beginAppStart, sessionStartBlocks } from './session-start';
import { SignOutBinding } from './SignOutBinding';
import './app.css';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});
noteVerifiedProfiles(queryClient);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AlertProvider>
        <BrowserRouter>
          <SignOutBinding />
          <AppStart start={beginAppStart} blocks={sessionStartBlocks()}>
            <AppRoutes />
          </AppStart>
          <ConsentPrompt />
          <PwaShell />
        </BrowserRouter>
      </AlertProvider>
    </QueryClientProvider>
  );
}
