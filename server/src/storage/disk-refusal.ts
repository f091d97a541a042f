/**
 * Error codes of a file system that will not take more bytes for now: full, over quota, mounted
 * read-only, or past the process's file-size limit. None is the client's fault, and each may
 * pass (room is made, the disk is remounted), so an upload that meets one answers 507 with
 * Retry-After, never a 400 or a 500.
 */
const REFUSALS = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EFBIG']);

export function isDiskRefusal(err: unknown): boolean {
  return REFUSALS.has((err as { code?: unknown })?.code as string);
}
