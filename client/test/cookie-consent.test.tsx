import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertProvider } from '../src/components/alerts/AlertProvider';
import { CONSENT_PROMPT_DELAY_MS, ConsentPrompt } from '../src/features/legal/ConsentPrompt';
import CookieConsentPage, { COOKIE_PAGE_FADE_IN_MS } from '../src/features/legal/CookieConsentPage';
import { buildConsent, CONSENT_KEY, readStoredConsent, saveConsentChoice, storeConsent } from '../src/lib/cookie-consent';
import { startApiServer, tokenExpiringIn } from './support/api-server';

type Api = Awaited<ReturnType<typeof startApiServer>>;
const stored = () => JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null') as Record<string, unknown> | null;

describe('consent storage rule', () => {
  it('stores the consent when personalization is on', () => {
    storeConsent(buildConsent({ analytics: false, ads: true, personalization: true }, new Date('2025-05-01T10:00:00Z')));
    expect(stored()).toEqual({ pakolliset: true, analytics: false, ads: true, personalization: true, dateSaved: '2025-05-01T10:00:00.000Z' });
    expect(readStoredConsent()?.ads).toBe(true);
  });

  it('removes a stored consent when personalization is off', () => {
    storeConsent(buildConsent({ analytics: true, ads: true, personalization: true }));
    storeConsent(buildConsent({ analytics: true, ads: true, personalization: false }));
    expect(localStorage.getItem(CONSENT_KEY)).toBeNull();
  });

  it('treats unreadable stored data as no consent', () => {
    localStorage.setItem(CONSENT_KEY, '{not json');
    expect(readStoredConsent()).toBeNull();
  });
});

describe('sending the consent to the server', () => {
  let api: Api;
  let consentStatus: number;

  beforeEach(async () => {
    consentStatus = 201;
    api = await startApiServer({
      'POST /api/data/cookie-consent': () => ({ status: consentStatus, body: { message: 'Saved' } }),
      'POST /api/auth/refresh-token': () => ({ status: 200, body: { accessToken: tokenExpiringIn(900) } }),
    });
  });
  afterEach(() => api.close());

  it('sends the consent object with the bearer token when logged in', async () => {
    const token = tokenExpiringIn(900);
    sessionStorage.setItem('accessToken', token);
    const consent = await saveConsentChoice({ analytics: true, ads: false, personalization: true });
    const sent = api.requests.filter((r) => r.path === '/api/data/cookie-consent');
    expect(sent).toHaveLength(1);
    expect(sent[0].headers.authorization).toBe(`Bearer ${token}`);
    expect(sent[0].body).toEqual(consent);
    expect(sent[0].body).toMatchObject({ pakolliset: true, analytics: true, ads: false, personalization: true });
  });

  it('sends nothing for a visitor', async () => {
    await saveConsentChoice({ analytics: true, ads: true, personalization: true });
    expect(api.requests).toHaveLength(0);
    expect(stored()?.personalization).toBe(true);
  });

  it('renews an expired token before sending', async () => {
    sessionStorage.setItem('accessToken', tokenExpiringIn(-60));
    await saveConsentChoice({ analytics: false, ads: false, personalization: false });
    expect(api.requests.map((r) => r.path)).toEqual(['/api/auth/refresh-token', '/api/data/cookie-consent']);
  });

  it('a failing server does not break saving', async () => {
    consentStatus = 500;
    sessionStorage.setItem('accessToken', tokenExpiringIn(900));
    await expect(saveConsentChoice({ analytics: false, ads: false, personalization: true })).resolves.toMatchObject({ personalization: true });
    expect(stored()?.personalization).toBe(true);
  });
});

function renderPage() {
  return render(
    <AlertProvider>
      <MemoryRouter initialEntries={['/cookie-consent']}>
        <Routes>
          <Route path="/cookie-consent" element={<CookieConsentPage />} />
        </Routes>
      </MemoryRouter>
    </AlertProvider>,
  );
}

describe('cookie settings page', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('has the four checkboxes, essential always on, and the three buttons', () => {
    renderPage();
    const essential = screen.getByRole('checkbox', { name: /Essential/ });
    expect((essential as HTMLInputElement).checked).toBe(true);
    expect((essential as HTMLInputElement).disabled).toBe(true);
    for (const name of [/Personalization/, /Analytics/, /Advertising/]) {
      expect((screen.getByRole('checkbox', { name }) as HTMLInputElement).checked).toBe(false);
    }
    for (const name of ['Accept Only Necessary', 'Accept All', 'Save Settings']) screen.getByRole('button', { name });
  });

  it('fades in after 30 ms', () => {
    vi.useFakeTimers();
    const { container } = renderPage();
    const page = container.querySelector('.cookie-page')!;
    expect(page.classList.contains('is-visible')).toBe(false);
    act(() => void vi.advanceTimersByTime(COOKIE_PAGE_FADE_IN_MS));
    expect(page.classList.contains('is-visible')).toBe(true);
  });

  it('Save Settings with personalization stores the choice; Accept Only Necessary removes it', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('checkbox', { name: /Personalization/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Advertising/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await screen.findByText('Your cookie settings have been saved.');
    expect(stored()).toMatchObject({ pakolliset: true, personalization: true, ads: true, analytics: false });

    fireEvent.click(screen.getByRole('button', { name: 'Accept Only Necessary' }));
    await waitFor(() => expect(localStorage.getItem(CONSENT_KEY)).toBeNull());
    expect((screen.getByRole('checkbox', { name: /Personalization/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('Accept All stores every choice', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    await waitFor(() => expect(stored()).toMatchObject({ pakolliset: true, personalization: true, ads: true, analytics: true }));
  });
});

describe('consent prompt', () => {
  afterEach(() => vi.useRealTimers());

  const renderPrompt = (path = '/login') =>
    render(
      <AlertProvider>
        <MemoryRouter initialEntries={[path]}>
          <ConsentPrompt />
        </MemoryRouter>
      </AlertProvider>,
    );

  it('appears 10 seconds after start when no consent is stored', async () => {
    vi.useFakeTimers();
    renderPrompt();
    act(() => void vi.advanceTimersByTime(CONSENT_PROMPT_DELAY_MS - 1));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    // The dialog's code (and its texts) loads when it opens.
    vi.useRealTimers();
    expect(await screen.findByRole('dialog', { name: 'Cookie settings' })).toBeTruthy();
    expect(CONSENT_PROMPT_DELAY_MS).toBe(10_000);
  });

  it('does not appear when a consent is stored', () => {
    storeConsent(buildConsent({ analytics: false, ads: false, personalization: true }));
    vi.useFakeTimers();
    renderPrompt();
    act(() => void vi.advanceTimersByTime(CONSENT_PROMPT_DELAY_MS * 2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown over the cookie settings page itself', () => {
    vi.useFakeTimers();
    renderPrompt('/cookie-consent');
    act(() => void vi.advanceTimersByTime(CONSENT_PROMPT_DELAY_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
