import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import TermsOfServicePage from '../src/features/legal/TermsOfServicePage';
import { startApiServer } from './support/api-server';

type Api = Awaited<ReturnType<typeof startApiServer>>;
let api: Api | undefined;
afterEach(() => api?.close());

function renderTerms() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/terms-of-service']}>
        <TermsOfServicePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('terms of service page', () => {
  it('shows the latest terms with their line breaks kept', async () => {
    const content = 'Pen Terms of Service\n\n1. Be kind.\n2. Share only what you may share.';
    api = await startApiServer({
      'GET /api/auth/latest-terms-of-service': () => ({ status: 200, body: { content, version: 3, created_at: '2025-04-21T00:00:00.000Z' } }),
    });
    renderTerms();
    const text = await screen.findByTestId('terms-text');
    // The text node is the API's text unchanged, newlines included; CSS (pre-wrap) renders them.
    expect(text.textContent).toBe(content);
    expect(text.className).toBe('terms-text');
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact-pen');
  });

  it('says Content not found when no terms are stored', async () => {
    api = await startApiServer({
      'GET /api/auth/latest-terms-of-service': () => ({ status: 404, body: { statusCode: 404, message: 'Content not found', error: 'Not Found' } }),
    });
    renderTerms();
    expect((await screen.findByRole('alert')).textContent).toContain('Content not found');
    expect(screen.queryByTestId('terms-text')).toBeNull();
  });

  it('offers to try again when the server cannot be reached', async () => {
    api = await startApiServer({
      'GET /api/auth/latest-terms-of-service': () => ({ status: 503, body: { statusCode: 503, message: 'Service unavailable, try again soon', error: 'Service Unavailable' } }),
    });
    renderTerms();
    // One retry (a second later) before the error shows.
    expect((await screen.findByRole('alert', undefined, { timeout: 5000 })).textContent).toContain('Service unavailable, try again soon');
    expect(api.requests).toHaveLength(2);
    screen.getByRole('button', { name: 'Try again' });
  });
});
