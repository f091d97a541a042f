import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AlertProvider } from '../src/components/alerts/AlertProvider';

/**
 * A query client whose cache the test fills: with data present and never stale, components
 * render from it and make no request.
 */
export function seededClient(seed: Array<[readonly unknown[], unknown]>): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } } });
  for (const [key, data] of seed) client.setQueryData(key, data);
  return client;
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** Renders `ui` at /here with the app's providers; other paths show where navigation went. */
export function renderWithApp(ui: ReactNode, client: QueryClient) {
  return render(
    <QueryClientProvider client={client}>
      <AlertProvider>
        <MemoryRouter initialEntries={['/here']}>
          <Routes>
            <Route path="/here" element={ui} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </AlertProvider>
    </QueryClientProvider>,
  );
}
