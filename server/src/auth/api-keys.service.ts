import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { formatApiKey, newApiKeySecret } from './api-key-secret';
import { ApiKeyDto, ApiKeysDto, ApiKeyScope, CreatedApiKeyDto, CreateApiKeyDto } from './dto/api-keys.dto';
import { sha256 } from './tokens';
import { msg } from '../i18n';

/** Keys one member may hold: plenty for their scripts, and a bound on what a stolen session could mint. */
export const MAX_API_KEYS_PER_MEMBER = 20;
export const TOO_MANY_KEYS_MESSAGE = `You can have at most ${MAX_API_KEYS_PER_MEMBER} API keys. Revoke one you no longer use first.`;
export const API_KEY_NOT_FOUND = msg('API key not found').message;

interface ApiKeyRow {
  api_key_id: number;
  name: string;
  scopes: ApiKeyScope[];
  created_at: Date;
  last_used_at: Date | null;
}

const COLUMNS = 'api_key_id, name, scopes, created_at, last_used_at';

const toDto = (r: ApiKeyRow): ApiKeyDto => ({ id: r.api_key_id, name: r.name, scopes: r.scopes, created_at: r.created_at, last_used_at: r.last_used_at });

/** A member's API keys (issue #30): made, listed and revoked only by the member, signed in to Pen. */
@Injectable()
export class ApiKeysService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async create(userId: number, dto: CreateApiKeyDto): Promise<CreatedApiKeyDto> {
    const secret = newApiKeySecret();
    // The count and the insert are one statement; two creations racing may pass the limit by one, which is harmless.
    const rows = await this.db.query<ApiKeyRow[]>(
      `INSERT INTO api_keys (user_id, name, scopes, secret_hash)
       SELECT $1, $2, $3, $4 WHERE (SELECT count(*) FROM api_keys WHERE user_id = $1) < $5
       RETURNING ${COLUMNS}`,
      [userId, dto.name, [...new Set(dto.scopes)].sort(), sha256(secret), MAX_API_KEYS_PER_MEMBER],
    );
    if (rows.length === 0) throw new UnprocessableEntityException(TOO_MANY_KEYS_MESSAGE);
    return { apiKey: toDto(rows[0]), secret: formatApiKey(rows[0].api_key_id, secret) };
  }

  async list(userId: number): Promise<ApiKeysDto> {
    const rows = await this.db.query<ApiKeyRow[]>(`SELECT ${COLUMNS} FROM api_keys WHERE user_id = $1 ORDER BY api_key_id DESC`, [userId]);
    return { apiKeys: rows.map(toDto) };
  }

  /** Revokes at once: the guard reads the key on every request, so nothing remembers it. */
  async remove(userId: number, id: number): Promise<void> {
    // TypeORM answers a DELETE with [rows, affected count].
    const [, removed] = await this.db.query<[unknown[], number]>(`DELETE FROM api_keys WHERE api_key_id = $1 AND user_id = $2`, [id, userId]);
    if (removed === 0) throw new NotFoundException(API_KEY_NOT_FOUND);
  }
}
