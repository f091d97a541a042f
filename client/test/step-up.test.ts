import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStepUpWith, onStepUp, stepUpFetch } from '../src/lib/step-up';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const REAUTH = { statusCode: 403, message: 'Please confirm it is you: enter your password again', reauth_required: true };

describe('step-up (issue 43)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the member once and sends the same request again, body included, after a confirmation', async () => {
    const bodies: string[] = [];
    const fetchMock = vi.fn(async (req: Request) => {
      bodies.push(await req.text());
      return bodies.length === 1 ? json(403, REAUTH) : json(201, { ok: true });
    });
    vi.stubGlobal('fetch', fetchMock);
    const confirm = vi.fn(async () => true);
    const off = onStepUp(confirm);
    const res = await stepUpFetch(new Request('http://pen.test/api/auth/api-keys', { method: 'POST', body: '{"name":"Bot"}' }));
    off();
    expect(res.status).toBe(201);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(bodies).toEqual(['{"name":"Bot"}', '{"name":"Bot"}']);
  });

  it('answers the refusal when the member cancels, and leaves other 403s alone', async () => {
    const fetchMock = vi.fn(async () => json(403, REAUTH));
    vi.stubGlobal('fetch', fetchMock);
    const off = onStepUp(async () => false);
    const res = await stepUpFetch(new Request('http://pen.test/api/auth/2fa/disable', { method: 'POST' }));
    expect(res.status).toBe(403);
    expect((await res.json()).reauth_required).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const confirm = vi.fn(async () => true);
    off();
    const off2 = onStepUp(confirm);
    fetchMock.mockImplementation(async () => json(403, { statusCode: 403, message: 'Moderators only' }));
    expect((await stepUpFetch(new Request('http://pen.test/api/mod/reports'))).status).toBe(403);
    expect(confirm).not.toHaveBeenCalled();
    off2();
  });

  it('loads the dialog on the first step-up only, and hands it every call that asked meanwhile', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', vi.fn(async () => (++calls <= 2 ? json(403, REAUTH) : json(200, { ok: true }))));
    const confirm = vi.fn(async () => true);
    let offDialog = () => {};
    // As app/StepUpHost.tsx: the dialog's chunk arrives later, and the dialog registers once mounted.
    const load = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 5));
      setTimeout(() => (offDialog = onStepUp(confirm)), 5);
    });
    const offLoad = loadStepUpWith(load);
    const answers = await Promise.all([stepUpFetch(new Request('http://pen.test/api/a', { method: 'POST' })), stepUpFetch(new Request('http://pen.test/api/b', { method: 'POST' }))]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(confirm).toHaveBeenCalledTimes(2);
    offDialog();
    offLoad();
  });

  it('answers the 403 when the dialog cannot be loaded (offline)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(403, REAUTH)));
    const offLoad = loadStepUpWith(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    expect((await stepUpFetch(new Request('http://pen.test/api/a', { method: 'POST' }))).status).toBe(403);
    offLoad();
  });
});
