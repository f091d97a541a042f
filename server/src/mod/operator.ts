import { BadRequestException, ForbiddenException } from '@nestjs/common';
import { isOperator } from './roles';
import { msg } from '../i18n';

/** Who acts: an operator of the API (their id and role) or the command-line tool (null id, all powers). */
export interface Operator {
  userId: number | null;
  role: string;
}

export const CLI_OPERATOR: Operator = { userId: null, role: 'paka' };

export const OPERATOR_OUT_OF_REACH = msg('A moderator cannot act on another moderator or a paka').message;

/**
 * A moderator acts on members only; a paka (and the command-line tool) on anyone. Nobody acts on
 * themselves through these routes (a paka could otherwise lock the last paka out).
 */
export function assertMayActOn(actor: Operator, target: { user_id: number; role: string }, selfMessage: string): void {
  if (actor.userId !== null && actor.userId === target.user_id) throw new BadRequestException(selfMessage);
  if (actor.role !== 'paka' && isOperator(target.role)) throw new ForbiddenException(OPERATOR_OUT_OF_REACH);
}
