// @ts-check
// CPU seconds from /proc/<pid>/stat, a cross-check that a busy shared machine does not skew:
// wall-clock figures include time spent waiting for the cores, CPU seconds only the work.
import { readFileSync } from 'node:fs';

/** Linux's USER_HZ, fixed at 100 on every mainstream architecture. */
const TICKS_PER_S = 100;

function statFields(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces: the fields after it start past the last ')'.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/**
 * {self, children} CPU seconds of `pid`: its own threads (user + system), and its children
 * that have exited and been waited for (ffmpeg, ffprobe runs).
 */
export function cpuSeconds(pid) {
  const f = statFields(pid); // f[0] is field 3 (state): utime is field 14, cutime 16
  return { self: (Number(f[11]) + Number(f[12])) / TICKS_PER_S, children: (Number(f[13]) + Number(f[14])) / TICKS_PER_S };
}
