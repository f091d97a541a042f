import { ConflictException, Injectable } from '@nestjs/common';
import { EntityManager, QueryFailedError } from 'typeorm';
import { UsersService } from '../users';
import { EmailDomainBlocksService } from '../watched';
import { type Language, msg } from '../i18n';
import { AccountMailService } from './account-mail.service';
import { EmailTokensService } from './email-tokens.service';

export const EMAIL_TAKEN = msg('An account with this email address already exists.').message;

/** A write refused by a unique index: two requests raced for one address or user code. */
export function isUniqueViolation(err: unknown): boolean {
  return err instanceof QueryFailedError && (err.driverError as { code?: string })?.code === '23505';
}

/**
 * The rules a member's own address meets wherever it is written, at registration and in the
 * profile editor: no blocked domain, no other account's address, and a link that proves it.
 */
@Injectable()
export class MemberDetailsService {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: EmailTokensService,
    private readonly mail: AccountMailService,
    private readonly domainBlocks: EmailDomainBlocksService,
  ) {}

  /** 403 when the address's domain is blocked, 409 when another account has it (`exceptUserId`: the member's own). */
  async assertAddressFree(email: string, exceptUserId?: number): Promise<void> {
    await this.domainBlocks.assertAllowed(email);
    if (await this.users.emailTaken(email, exceptUserId)) throw new ConflictException(EMAIL_TAKEN);
  }

  /**
   * Within the transaction that writes the address: a verification token for it. The function
   * answered queues the mail with the link; call it once the transaction committed.
   */
  async verificationMail(m: EntityManager, to: { userId: number; email: string; userName: string; language: Language }): Promise<() => Promise<void>> {
    const token = await this.tokens.issue(to.userId, to.email, 'verify', m);
    return () => this.mail.verification(to.language, to.email, to.userName, token);
  }
}
