/** An inclusive byte range of an object, as in HTTP `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

export type RangeRequest = { kind: 'whole' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * Interprets an HTTP Range header for an object of `size` bytes (RFC 9110 §14). Only single
 * byte ranges are honoured; a missing, malformed or multi-range header gets the whole object,
 * which the RFC allows. Pure, so every case is unit-tested.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'whole' };
  // Spaces may surround the numbers, but two runs of them never meet (a start is digits first):
  // /\s*(\d*)\s*-/ backtracked quadratically on a header of spaces, and the header is anyone's.
  const m = /^bytes=\s*(?:(\d+)\s*)?-\s*(\d*)$/i.exec(header.trim());
  if (!m || (m[1] === undefined && m[2] === '')) return { kind: 'whole' };
  if (m[1] === undefined) {
    // Suffix range: the last N bytes.
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return { kind: 'whole' };
  return { kind: 'partial', range: { start, end } };
}
