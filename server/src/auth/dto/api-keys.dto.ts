import { ApiProperty } from '@nestjs/swagger';
import { FINE_APP_SCOPES } from '../../common/app-access';
import { FieldRules, maxLen, present, Trim } from '../field-rules';
import { msg } from '../../i18n';

/** The scopes a key may hold (issue 45): the fine-grained ones, and `read` and `write`, which stand for their sets. */
export const API_KEY_SCOPES = ['read', 'write', ...FINE_APP_SCOPES] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
const SCOPES_MESSAGE = msg(
  'Scopes must be one or more of read, write, profile, posts:read, posts:write, prayer:read, prayer:write, connections:read, connections:write, groups:read, groups:write and notifications:read',
).message;

const scopeList = (v: unknown): boolean =>
  Array.isArray(v) && v.length > 0 && v.length <= API_KEY_SCOPES.length && new Set(v).size === v.length && v.every((s) => (API_KEY_SCOPES as readonly unknown[]).includes(s));

export class CreateApiKeyDto {
  /** What the key is for, so the member recognises it in the list: 1–100 characters. */
  @Trim()
  @FieldRules([present, msg('Name is required').message], [maxLen(100), msg('Name too long').message])
  @ApiProperty({ example: 'Verse of the day bot' })
  name: string;

  /**
   * What the key may do: fine-grained scopes (`posts:write` to post, prayer requests included;
   * `prayer:write` to pray, commit and mark answered; …), or `read` (every `:read` scope, `profile`
   * and `notifications:read`) and `write` (every `:write` scope, and the rest of what a member
   * changes). Never account management or operator tools (`/api/mod/*`).
   */
  @FieldRules([scopeList, SCOPES_MESSAGE])
  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true, example: ['posts:read', 'prayer:write'] })
  scopes: ApiKeyScope[];
}

export class ApiKeyDto {
  @ApiProperty({ type: 'integer', example: 12 })
  id: number;

  @ApiProperty({ example: 'Verse of the day bot' })
  name: string;

  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true, example: ['read', 'write'] })
  scopes: ApiKeyScope[];

  created_at: Date;

  /** When the key was last used (to the minute); null if never. */
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  last_used_at: Date | null;
}

export class CreatedApiKeyDto {
  apiKey: ApiKeyDto;

  /** The key itself (`pen_…`), shown this once: Pen keeps only its hash. Send it as `X-Api-Key` or `Authorization: Bearer`. */
  @ApiProperty({ example: 'pen_12_mF3kq1v0Yy6aXcB2R8dN4sT7uW9zE5hJ0pL3oK6iG1c' })
  secret: string;
}

export class ApiKeysDto {
  /** Newest first. */
  apiKeys: ApiKeyDto[];
}

export class ApiKeyIdParamDto {
  @FieldRules([(v) => typeof v === 'string' && /^\d{1,9}$/.test(v), msg('Invalid API key id').message])
  @ApiProperty({ type: 'integer' })
  id: string;
}
