import { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

// web-push-testing ships no types: the two classes its server is made of.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PushApiModel } = require('web-push-testing/src/PushApiModel') as { PushApiModel: new () => { notifyUrl: string } };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const WebPushTestingServer = require('web-push-testing/src/server') as new (model: unknown, port: number) => { startServer(): void; _server: Server };

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

/**
 * The web-push-testing push service, in this process on a free port: it verifies the VAPID
 * signature and decrypts each message, like a browser's push service would.
 */
export class PushTestService {
  private server!: { startServer(): void; _server: Server };
  url = '';

  async start(): Promise<void> {
    const model = new PushApiModel();
    this.server = new WebPushTestingServer(model, 0);
    const log = console.log;
    console.log = () => undefined; // it announces its port on stdout
    this.server.startServer();
    await new Promise<void>((resolve) => this.server._server.once('listening', () => resolve()));
    console.log = log;
    const port = (this.server._server.address() as AddressInfo).port;
    this.url = `http://127.0.0.1:${port}`;
    model.notifyUrl = `${this.url}/notify/`;
  }

  private async post<T>(path: string, body: unknown): Promise<{ status: number; body: T }> {
    const res = await fetch(`${this.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, body: (res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T };
  }

  async subscribe(applicationServerKey: string): Promise<TestSubscription> {
    const res = await this.post<{ data: TestSubscription }>('/subscribe', { userVisibleOnly: 'true', applicationServerKey });
    if (res.status !== 200) throw new Error(`subscribe failed: ${JSON.stringify(res.body)}`);
    return res.body.data;
  }

  async messages(clientHash: string): Promise<string[]> {
    const res = await this.post<{ data: { messages: string[] } }>('/get-notifications', { clientHash });
    return res.body.data.messages;
  }

  async expire(clientHash: string): Promise<void> {
    const res = await this.post(`/expire-subscription/${clientHash}`, {});
    if (res.status !== 200) throw new Error(`expire failed: ${res.status}`);
  }

  async stop(): Promise<void> {
    this.server._server.closeAllConnections();
    await new Promise<void>((resolve) => this.server._server.close(() => resolve()));
  }
}
