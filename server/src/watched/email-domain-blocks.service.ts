import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { msg } from '../i18n';
import { anyDomainBlocked, deleteDomain, type DomainBlockRow, insertDomain, listDomains } from './watched.repository';

/** Generic on purpose: the answer does not tell that the address's domain is blocked. */
export const EMAIL_NOT_ACCEPTED = msg('This email address cannot be used. Contact the community if you think this is a mistake.').message;
export const DOMAIN_BLOCK_NOT_FOUND = msg('Domain block not found').message;
export const DOMAIN_ALREADY_BLOCKED = msg('This domain is already blocked').message;

/** The address's domain and each parent domain: `a.b.example.org` → `a.b.example.org`, `b.example.org`, `example.org`, `org`. */
export function domainsOf(email: string): string[] {
  const domain = email.slice(email.lastIndexOf('@') + 1).trim().toLowerCase().replace(/\.$/, '');
  const labels = domain.split('.');
  return labels.map((_, i) => labels.slice(i).join('.')).filter(Boolean);
}

/** E-mail domains (with their subdomains) that no account may register with or change to (issue 42). */
@Injectable()
export class EmailDomainBlocksService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  list(): Promise<DomainBlockRow[]> {
    return listDomains(this.db.manager);
  }

  async add(by: number | null, domain: string, m: EntityManager = this.db.manager): Promise<DomainBlockRow> {
    const row = await insertDomain(m, domain, by);
    if (!row) throw new ConflictException(DOMAIN_ALREADY_BLOCKED);
    return row;
  }

  async remove(blockId: number, m: EntityManager = this.db.manager): Promise<{ block_id: number; domain: string }> {
    const row = await deleteDomain(m, blockId);
    if (!row) throw new NotFoundException(DOMAIN_BLOCK_NOT_FOUND);
    return row;
  }

  /** 403 with a generic message when the address's domain or a parent of it is blocked. */
  async assertAllowed(email: string): Promise<void> {
    if (await anyDomainBlocked(this.db.manager, domainsOf(email))) throw new ForbiddenException(EMAIL_NOT_ACCEPTED);
  }
}
