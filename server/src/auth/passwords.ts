import { argon2id, hash, verify } from 'argon2';

const OPTIONS = { type: argon2id } as const;
let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Checks a password; a missing hash still costs one verification so timing does not reveal unknown addresses. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hash('not-a-real-password-Aa1!', OPTIONS);
  const target = passwordHash ?? (await dummyHash);
  const ok = await verify(target, password).catch(() => false);
  return ok && passwordHash !== null && passwordHash !== undefined;
}
