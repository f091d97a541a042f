import { AddressInfo } from 'node:net';
import { ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
}

/** A real SMTP server inside the test process; the app's worker delivers mail to it. */
export class Mailbox {
  readonly mails: ReceivedMail[] = [];
  private waiters: Array<() => void> = [];
  private server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((m: ParsedMail) => {
            const to = (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));
            this.mails.push({ to, subject: m.subject ?? '', text: m.text ?? '', html: typeof m.html === 'string' ? m.html : '', headers: m.headers });
            this.waiters.splice(0).forEach((w) => w());
            callback();
          })
          .catch((err: Error) => callback(err));
      },
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as AddressInfo).port;
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Waits for a mail to `to` matching `match`; fails after `ms`. */
  async waitFor(to: string, match: (m: ReceivedMail) => boolean = () => true, ms = 15000): Promise<ReceivedMail> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.mails.find((m) => m.to.includes(to.toLowerCase()) && match(m));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${to} within ${ms} ms (got ${this.mails.length}: ${this.mails.map((m) => `${m.to}:${m.subject}`).join('; ')})`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
