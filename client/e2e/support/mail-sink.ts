import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SinkMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** ISO time the sink received it. */
  receivedAt: string;
}

function addresses(field: ParsedMail['to']): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
}

/**
 * The e2e server's SMTP server, plus a small JSON endpoint so the test workers (other processes)
 * can read what was sent: GET /mails[?to=address] answers {mails: [...]}, DELETE /mails empties it.
 * Runs inside the Playwright runner, started by the global setup.
 */
export class MailSink {
  private readonly mails: SinkMail[] = [];
  private readonly smtp: SMTPServer;
  private readonly http: Server;

  constructor() {
    this.smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((m) => {
            this.mails.push({
              to: addresses(m.to),
              from: m.from?.text ?? '',
              subject: m.subject ?? '',
              text: m.text ?? '',
              html: typeof m.html === 'string' ? m.html : '',
              receivedAt: new Date().toISOString(),
            });
            callback();
          })
          .catch((err: Error) => callback(err));
      },
    });
    this.http = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://sink');
      if (url.pathname !== '/mails') {
        res.writeHead(404).end();
        return;
      }
      if (req.method === 'DELETE') {
        this.mails.length = 0;
        res.writeHead(204).end();
        return;
      }
      const to = url.searchParams.get('to')?.toLowerCase();
      const mails = to ? this.mails.filter((m) => m.to.includes(to)) : this.mails;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ mails }));
    });
  }

  /** Starts both servers on free ports; answers the SMTP_URL for the app and the JSON endpoint. */
  async start(): Promise<{ smtpUrl: string; apiUrl: string }> {
    await new Promise<void>((resolve) => this.smtp.listen(0, '127.0.0.1', () => resolve()));
    await new Promise<void>((resolve) => this.http.listen(0, '127.0.0.1', () => resolve()));
    const smtpPort = (this.smtp.server.address() as AddressInfo).port;
    const httpPort = (this.http.address() as AddressInfo).port;
    return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, apiUrl: `http://127.0.0.1:${httpPort}` };
  }

  async stop(): Promise<void> {
    this.http.closeAllConnections();
    await new Promise<void>((resolve) => this.http.close(() => resolve()));
    await new Promise<void>((resolve) => this.smtp.close(() => resolve()));
  }
}
