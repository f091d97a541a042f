import { BadRequestException, ForbiddenException } from '@nestjs/common';
import type { RegistrationMode } from '../config/settings';
import { msg } from '../i18n';

export const REGISTRATION_CLOSED = msg('Registration is closed').message;
export const HONEYPOT_FILLED = msg('Registration refused: a field meant to stay empty was filled in. If you are a person, reload the page and try again.').message;
export const FILLED_TOO_FAST = msg('Registration refused: the form was sent too quickly. Please take a moment to check it and send it again.').message;

/** What the register page sends besides the account's fields (RegisterDto's spam fields). */
export interface SignUpSignals {
  client?: 'web';
  website?: string | null;
  fillMs?: number | null;
}

/**
 * Refuses a registration the deployment does not take (REGISTRATION_MODE=closed: 403) or that
 * looks automated. Only web sign-ups (the register page sends `client: 'web'`) carry the signals,
 * so only they are checked: a robot driving the page fills the hidden honeypot or sends the form
 * faster than a person could; API clients skip this and stay under the `register` rate limit.
 * The honeypot is checked first: it is the surer sign.
 */
export function checkSignUp(mode: RegistrationMode, minFillSeconds: number, signals: SignUpSignals): void {
  if (mode === 'closed') throw new ForbiddenException(REGISTRATION_CLOSED);
  if (signals.client !== 'web') return;
  if (typeof signals.website === 'string' && signals.website.trim() !== '') throw new BadRequestException(HONEYPOT_FILLED);
  if (minFillSeconds > 0 && (typeof signals.fillMs !== 'number' || signals.fillMs < minFillSeconds * 1000)) throw new BadRequestException(FILLED_TOO_FAST);
}
