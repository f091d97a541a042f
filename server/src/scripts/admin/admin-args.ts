import { ROLES, type Role } from '../../mod';

/** What `npm run admin -- …` was asked to do. */
export type AdminCommand =
  | { name: 'set-role'; email: string; role: Role }
  | { name: 'approve'; email: string }
  | { name: 'suspend'; email: string; days?: number; reason?: string }
  | { name: 'unsuspend'; email: string }
  | { name: 'reports'; limit: number }
  | { name: 'help' };

/** A command line the tool cannot run: printed with the usage, exit code 2. */
export class UsageError extends Error {}

export const USAGE = `Usage: npm run admin -- <command>

  set-role EMAIL user|moderator|paka     give a member a role (paka: administrator); moderator
                                         and paka also approve a registration waiting for review
  approve EMAIL                          approve a registration waiting for review
                                         (REGISTRATION_MODE=approval)
  suspend EMAIL [--days N] [--reason TEXT]
                                         suspend a member (until lifted, or for N days); ends every session
  unsuspend EMAIL                        lift a member's suspension
  reports [--limit N]                    open report cases, newest first (default 20)
  help                                   this text

It uses the server's settings and database: npm start's embedded PostgreSQL while npm start runs
(same DATA_DIR), otherwise DATABASE_URL. Exit codes: 0 done, 1 failed, 2 usage.`;

const MAX_DAYS = 3650;
const MAX_REASON = 1000;

function wholeNumber(flag: string, value: string | undefined, max: number): number {
  if (value === undefined || !/^\d{1,6}$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw new UsageError(`${flag} takes a whole number from 1 to ${max}${value === undefined ? '' : `, not "${value}"`}.`);
  }
  return Number(value);
}

/** Splits `--flag value` pairs from the positional words; unknown flags are usage errors. */
function flagsOf(words: string[], allowed: string[]): { positional: string[]; flags: Map<string, string | undefined> } {
  const positional: string[] = [];
  const flags = new Map<string, string | undefined>();
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (!word.startsWith('--')) {
      positional.push(word);
      continue;
    }
    const eq = word.indexOf('=');
    const flag = eq < 0 ? word : word.slice(0, eq);
    if (!allowed.includes(flag)) throw new UsageError(`Unknown option ${flag}.`);
    if (flags.has(flag)) throw new UsageError(`${flag} is given twice.`);
    flags.set(flag, eq < 0 ? words[++i] : word.slice(eq + 1));
  }
  return { positional, flags };
}

function oneEmail(command: string, positional: string[]): string {
  if (positional.length === 0) throw new UsageError(`${command} needs the member's e-mail address.`);
  if (positional.length > 1) throw new UsageError(`${command} takes one e-mail address; unexpected "${positional[1]}".`);
  const email = positional[0].trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new UsageError(`"${email}" is not an e-mail address.`);
  return email;
}

export function parseAdminArgs(argv: string[]): AdminCommand {
  const [name, ...rest] = argv;
  switch (name) {
    case undefined:
      throw new UsageError('No command given.');
    case 'help':
    case '--help':
    case '-h':
      return { name: 'help' };
    case 'set-role': {
      const { positional } = flagsOf(rest, []);
      const [email, role, extra] = positional;
      if (!role) throw new UsageError('set-role needs an e-mail address and a role (user, moderator or paka).');
      if (extra !== undefined) throw new UsageError(`set-role takes an e-mail address and a role; unexpected "${extra}".`);
      if (!(ROLES as readonly string[]).includes(role)) throw new UsageError(`"${role}" is not a role; use user, moderator or paka.`);
      return { name: 'set-role', email: oneEmail('set-role', [email]), role: role as Role };
    }
    case 'suspend': {
      const { positional, flags } = flagsOf(rest, ['--days', '--reason']);
      const command: AdminCommand = { name: 'suspend', email: oneEmail('suspend', positional) };
      if (flags.has('--days')) command.days = wholeNumber('--days', flags.get('--days'), MAX_DAYS);
      if (flags.has('--reason')) {
        const reason = flags.get('--reason')?.trim();
        if (!reason) throw new UsageError('--reason needs a text.');
        if (reason.length > MAX_REASON) throw new UsageError(`--reason may hold at most ${MAX_REASON} characters.`);
        command.reason = reason;
      }
      return command;
    }
    case 'unsuspend': {
      const { positional } = flagsOf(rest, []);
      return { name: 'unsuspend', email: oneEmail('unsuspend', positional) };
    }
    case 'approve': {
      const { positional } = flagsOf(rest, []);
      return { name: 'approve', email: oneEmail('approve', positional) };
    }
    case 'reports': {
      const { positional, flags } = flagsOf(rest, ['--limit']);
      if (positional.length) throw new UsageError(`reports takes no argument; unexpected "${positional[0]}".`);
      return { name: 'reports', limit: flags.has('--limit') ? wholeNumber('--limit', flags.get('--limit'), 500) : 20 };
    }
    default:
      throw new UsageError(`Unknown command "${name}".`);
  }
}
