import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { formatApiKey, newApiKeySecret } from './api-key-secret';
import { ApiKeyRow, deleteApiKey, insertApiKey, memberApiKeys } from './api-keys.repository';
import { ApiKeyDto, ApiKeysDto, ApiKeyScope, CreatedApiKeyDto, CreateApiKeyDto } from './dto/api-keys.dto';
import { sha256 } from './tokens';
import { msg } from '../i18n';

/** Keys one member may hold: plenty for their scripts, and a bound on what a stolen session could mint. */
export const MAX_API_KEYS_PER_MEMBER = 20;
export const TOO_MANY_KEYS_MESSAGE = `You can have at most ${MAX_API_KEYS_PER_MEMBER} API keys. Revoke one you no longer use first.`;
export const API_KEY_NOT_FOUND = msg('API key not found').message;

const toDto = (r: ApiKeyRow): ApiKeyDto => ({ id: r.api_key_id, name: r.name, scopes: r.scopes, created_at: r.created_at, last_used_at: r.last_used_at });

/** A member's API keys (issue #30): made, listed and revoked only by the member, signed in to Pen. */
@Injectable()
export class ApiKeysService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async create(userId: number, dto: CreateApiKeyDto): Promise<CreatedApiKeyDto> {
    const secret = newApiKeySecret();
    const row = await insertApiKey(this.db.manager, { userId, name: dto.name, scopes: [...new Set(dto.scopes)].sort(), secretHash: sha256(secret) }, MAX_API_KEYS_PER_MEMBER);
    if (!row) throw new UnprocessableEntityException(TOO_MANY_KEYS_MESSAGE);
    return { apiKey: toDto(row), secret: formatApiKey(row.api_key_id, secret) };
  }

  async list(userId: number): Promise<ApiKeysDto> {
    const rows = await memberApiKeys(this.db.manager, userId);
    return { apiKeys: rows.map(toDto) };
  }

  /** Revokes at once: the guard reads the key on every request, so nothing remembers it. */
  async remove(userId: number, id: number): Promise<void> {
    if (!(await deleteApiKey(this.db.manager, id, userId))) throw new NotFoundException(API_KEY_NOT_FOUND);
  }
}
