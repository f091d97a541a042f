import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { catchError, from, mergeMap, Observable, throwError } from 'rxjs';
import type { AuthUser } from '../common/auth-user';
import { ReadDatabase } from './read-database.service';

/** Methods that only read (RFC 9110 safe methods): every other request may have written. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Notes a member's write before its answer leaves (ReadDatabase.noteWrite), so the member's next
 * read, in this process or another, sees it. Installed only with DATABASE_REPLICA_URLS (create-app.ts).
 * A failed request is noted too: a request can fail after part of it was committed.
 */
@Injectable()
export class ReadYourWritesInterceptor implements NestInterceptor {
  constructor(private readonly reads: ReadDatabase) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<{ method: string; user?: AuthUser }>();
    const userId = request.user?.userId;
    if (userId === undefined || SAFE_METHODS.has(request.method)) return next.handle();
    return next.handle().pipe(
      mergeMap((answer) => from(this.reads.noteWrite(userId).then(() => answer))),
      catchError((err: unknown) => from(this.reads.noteWrite(userId)).pipe(mergeMap(() => throwError(() => err)))),
    );
  }
}
