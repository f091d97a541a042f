import type { SinkMail } from './mail-sink';
import { e2eEnv } from './env';

export type { SinkMail };

/** Every mail the e2e server has sent so far (to one address when given). */
export async function listMails(to?: string): Promise<SinkMail[]> {
  const url = new URL('/mails', e2eEnv.mailApi());
  if (to) url.searchParams.set('to', to);
  const res = await fetch(url);
  if (!res.ok) throw new Error(`mail sink answered ${res.status}`);
  return ((await res.json()) as { mails: SinkMail[] }).mails;
}

/**
 * Waits until a mail to `to` (matching `match`, e.g. on the subject) arrives and answers it;
 * fails with the list of what did arrive after `timeoutMs`. The app sends mail from a queue, so
 * a mail usually arrives a moment after the request that caused it.
 */
export async function waitForMail(
  to: string,
  opts: { match?: (mail: SinkMail) => boolean; timeoutMs?: number } = {},
): Promise<SinkMail> {
  const match = opts.match ?? (() => true);
  const deadline = Date.now() + (opts.timeoutMs ?? 15_000);
  for (;;) {
    const mails = await listMails(to);
    const found = mails.find(match);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = mails.map((m) => `"${m.subject}"`).join(', ') || 'none';
      throw new Error(`No matching mail to ${to} within ${opts.timeoutMs ?? 15_000} ms (mails to that address: ${seen})`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The http(s) links of a mail (text and HTML), e.g. to follow a verification link. */
export function linksIn(mail: SinkMail): string[] {
  const found = `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  return [...new Set(found.map((l) => l.replace(/&amp;/g, '&')))];
}
