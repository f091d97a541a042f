import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

function findSetpriv(pathVar: string | undefined): string | undefined {
  for (const dir of (pathVar ?? '').split(delimiter)) {
    if (!dir) continue;
    try {
      accessSync(join(dir, 'setpriv'), constants.X_OK);
      return join(dir, 'setpriv');
    } catch {
      /* not here */
    }
  }
  return undefined;
}

let setpriv: string | null | undefined;

/**
 * The command line that runs `file` so that the kernel kills it when this process dies, even by
 * SIGKILL (PR_SET_PDEATHSIG, set by util-linux's `setpriv --pdeathsig KILL`, which then execs
 * the program). Without it a worker killed mid-transcode left its ffmpeg running for the rest of
 * the file (17 s at 160 % CPU, writing output nobody reads). util-linux is part of every Debian
 * system, the production image included; where setpriv is missing the program runs untied.
 */
export function tiedToThisProcess(file: string, args: string[]): { command: string; args: string[] } {
  if (setpriv === undefined) setpriv = findSetpriv(process.env.PATH) ?? null;
  return setpriv ? { command: setpriv, args: ['--pdeathsig', 'KILL', '--', file, ...args] } : { command: file, args };
}
