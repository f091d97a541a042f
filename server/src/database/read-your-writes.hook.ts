import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../common/auth-user';
import { ReadDatabase } from './read-database.service';

/** Methods that only read (RFC 9110 safe methods): every other request may have written. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Notes a member's write before its answer leaves (ReadDatabase.noteWrite), so the member's next
 * read, in this process or another, sees it. Installed only with DATABASE_REPLICA_URLS (create-app.ts).
 * A failed request is noted too: a request can fail after part of it was committed.
 *
 * A Fastify onSend hook (it runs for every answer, errors included), not a Nest interceptor: a
 * global interceptor puts Nest's rxjs pipeline on every request, reads included.
 */
export function noteMembersWrites(fastify: FastifyInstance, reads: ReadDatabase): void {
  fastify.addHook('onSend', (request, _reply, payload, done) => {
    const userId = (request as { user?: AuthUser }).user?.userId;
    if (userId === undefined || SAFE_METHODS.has(request.method)) {
      done(null, payload);
      return;
    }
    reads.noteWrite(userId).then(
      () => done(null, payload),
      () => done(null, payload),
    );
  });
}
