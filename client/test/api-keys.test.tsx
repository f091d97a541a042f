import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiKeysCard } from '../src/features/settings/ApiKeysCard';
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

const SECRET = 'pen_7_mF3kq1v0Yy6aXcB2R8dN4sT7uW9zE5hJ0pL3oK6iG1c';
const existing = { id: 3, name: 'Old script', scopes: ['read'], created_at: '2026-11-01T10:00:00.000Z', last_used_at: null };

describe('API keys (/settings)', () => {
  it('creates a key with the chosen scopes, shows its secret once with Copy, and lists it', async () => {
    const keys: unknown[] = [existing];
    server = await startApiServer({
      'GET /api/auth/api-keys': () => ({ status: 200, body: { apiKeys: keys } }),
      'POST /api/auth/api-keys': (req) => {
        const body = req.body as { name: string; scopes: string[] };
        const apiKey = { id: 7, name: body.name, scopes: body.scopes, created_at: new Date().toISOString(), last_used_at: null };
        keys.unshift(apiKey);
        return { status: 201, body: { apiKey, secret: SECRET } };
      },
    });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithApp(<ApiKeysCard />, seededClient([]));
    expect(await screen.findByText('Old script')).toBeTruthy();
    expect(screen.getByText(/Last used never/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Key name'), { target: { value: '  Verse bot ' } });
    // Each scope in plain words; the key gets what was ticked (read is ticked to begin with).
    const pray = screen.getByRole('checkbox', { name: 'Pray' });
    expect(pray.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(pray.getAttribute('aria-describedby')!)?.textContent).toContain('prayer:write – Say that you prayed');
    fireEvent.click(pray);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Write posts' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));

    const secretBox = await screen.findByRole('region', { name: 'Your new API key' });
    expect(within(secretBox).getByTestId('api-key-secret').textContent).toBe(SECRET);
    expect(secretBox.textContent).toContain('You will not be able to see it again');
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ name: 'Verse bot', scopes: ['posts:write', 'prayer:write', 'read'] });
    fireEvent.click(within(secretBox).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await within(secretBox).findByRole('button', { name: 'Copied' })).toBeTruthy();

    const list = await screen.findByRole('list', { name: 'Your API keys' });
    await waitFor(() => expect(within(list).getByText('Verse bot')).toBeTruthy());
    fireEvent.click(within(secretBox).getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('api-key-secret')).toBeNull();
  });

  it('asks for a name and a scope before calling the API, and shows the server\'s refusal', async () => {
    server = await startApiServer({
      'GET /api/auth/api-keys': () => ({ status: 200, body: { apiKeys: [] } }),
      'POST /api/auth/api-keys': () => ({ status: 422, body: { statusCode: 422, message: 'You can have at most 20 API keys. Revoke one you no longer use first.', error: 'Unprocessable Entity' } }),
    });
    renderWithApp(<ApiKeysCard />, seededClient([]));
    expect(await screen.findByText('You have no API keys.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Name is required');
    fireEvent.change(screen.getByLabelText('Key name'), { target: { value: 'Bot' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Read' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose at least one scope');
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Read' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You can have at most 20 API keys. Revoke one you no longer use first.'));
    expect(screen.queryByTestId('api-key-secret')).toBeNull();
  });

  it('revokes a key only after confirmation', async () => {
    let keys: unknown[] = [existing];
    server = await startApiServer({
      'GET /api/auth/api-keys': () => ({ status: 200, body: { apiKeys: keys } }),
      'DELETE /api/auth/api-keys/3': () => {
        keys = [];
        return { status: 204 };
      },
    });
    renderWithApp(<ApiKeysCard />, seededClient([]));
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Old script' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Scripts using it stop working at once');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke Old script' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('You have no API keys.')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });
});
