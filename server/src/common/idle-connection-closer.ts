import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** A connection with no answer in progress: the check Node's own closeIdleConnections() makes. */
function answering(socket: Socket): boolean {
  return Boolean((socket as Socket & { _httpMessage?: unknown })._httpMessage);
}

/**
 * Closes the server's connections that have no answer in progress, over and over while the server
 * is closing, so that close() does not wait for clients to leave.
 *
 * Node's server.close() closes only the connections idle at that instant, and stops the timer that
 * times out slow requests. Two kinds of connection then hold the close until the client goes (or
 * keepAliveTimeout, 72 s), past the shutdown limit: one whose request was still running, which
 * stays open after its answer (keep-alive); and one the client opened without sending anything yet
 * (browsers and HTTP clients open spare connections ahead of need), which Node never counts as
 * idle. Connections are tracked from `connection` events, so requests pay nothing for this.
 */
export class IdleConnectionCloser {
  private readonly sockets = new Set<Socket>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    server: Server,
    private readonly everyMs: number,
  ) {
    server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
  }

  /** Closes every connection without an answer in progress now, then again every `everyMs` until stop(). */
  start(): void {
    this.sweep();
    this.timer ??= setInterval(() => this.sweep(), this.everyMs).unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private sweep(): void {
    for (const socket of this.sockets) if (!answering(socket)) socket.destroy();
  }
}
