import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedDelivery {
  path: string;
  headers: Record<string, string>;
  body: string;
  /** The message as the standardwebhooks library verified it; undefined when the signature did not verify. */
  verified: { type: string; timestamp: string; data: Record<string, unknown> } | undefined;
}

interface Reply {
  status: number;
  headers?: Record<string, string>;
}
type Answer = (req: ReceivedDelivery) => Promise<Reply> | Reply;

/**
 * An integrator's receiving server, in the test: every POST is recorded and its signature checked
 * with the `standardwebhooks` library against the secret registered for its path. What it answers
 * is set per path (2xx by default).
 */
export class WebhookReceiver {
  readonly received: ReceivedDelivery[] = [];
  private readonly secrets = new Map<string, string>();
  private readonly answers = new Map<string, Answer>();
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The secret deliveries to `path` are signed with. */
  secret(path: string, secret: string): void {
    this.secrets.set(path, secret);
  }

  answer(path: string, answer: Answer): void {
    this.answers.set(path, answer);
  }

  at(path: string): ReceivedDelivery[] {
    return this.received.filter((r) => r.path === path);
  }

  /** Waits until `count` deliveries to `path` (matching `match`) have arrived. */
  async waitFor(path: string, count = 1, match: (r: ReceivedDelivery) => boolean = () => true, ms = 20_000): Promise<ReceivedDelivery[]> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.at(path).filter(match);
      if (found.length >= count) return found;
      if (Date.now() > deadline) throw new Error(`${found.length} of ${count} deliveries to ${path} within ${ms} ms: ${JSON.stringify(this.at(path).map((r) => r.verified?.type ?? r.body))}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const path = req.url ?? '/';
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]));
    let verified: ReceivedDelivery['verified'];
    const secret = this.secrets.get(path);
    if (secret) {
      try {
        verified = new Webhook(secret).verify(body, headers) as ReceivedDelivery['verified'];
      } catch {
        verified = undefined;
      }
    }
    const delivery = { path, headers, body, verified };
    this.received.push(delivery);
    const answer: Reply = await (this.answers.get(path) ?? (() => ({ status: 204 })))(delivery);
    res.writeHead(answer.status, answer.headers);
    res.end();
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
