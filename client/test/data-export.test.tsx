import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataExportCard } from '../src/features/settings/DataExportCard';
import { renderWithApp, seededClient } from './connections-support';
import { startApiServer, tokenExpiringIn } from './support/api-server';
import { setAccessToken } from '../src/lib/session';

let server: Awaited<ReturnType<typeof startApiServer>> | undefined;
beforeEach(() => setAccessToken(tokenExpiringIn(900)));
afterEach(async () => {
  setAccessToken(null);
  await server?.close();
  server = undefined;
});

describe('Download my data (/settings)', () => {
  it('requests the export once and says the link comes by e-mail', async () => {
    const message = 'Your data export has been requested. We will e-mail you a download link when it is ready.';
    server = await startApiServer({ 'POST /api/data/request-export': () => ({ status: 202, body: { message } }) });
    renderWithApp(<DataExportCard />, seededClient([]));
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect((await screen.findByRole('status')).textContent).toBe(`${message} The link will be valid for 7 days.`);
    expect((screen.getByRole('button', { name: 'Requested' }) as HTMLButtonElement).disabled).toBe(true);
    expect(server.requests.filter((r) => r.path === '/api/data/request-export')).toHaveLength(1);
  });

  it('shows the wait the server gives within 24 hours', async () => {
    const message = 'You can request a copy of your data once every 24 hours. Try again in 5 hours.';
    server = await startApiServer({ 'POST /api/data/request-export': () => ({ status: 429, body: { statusCode: 429, message, error: 'Too Many Requests' } }) });
    renderWithApp(<DataExportCard />, seededClient([]));
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect((await screen.findByRole('status')).textContent).toContain(message);
  });
});
