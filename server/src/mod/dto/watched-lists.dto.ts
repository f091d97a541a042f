import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, MaxLength, ValidateBy } from 'class-validator';
import { IsDbId } from '../../common/db-id';
import { MAX_PHRASE_WORDS, WATCHED_ACTIONS, type WatchedAction } from '../../watched';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const domainForm = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase().replace(/^[@*.]+/, '').replace(/\.$/, '') : value;

/** Letters, digits and hyphens, 1 to 63 of them, not starting or ending with a hyphen (checked apart, so each test is linear). */
const LABEL = /^[a-z0-9-]{1,63}$/;

/** A domain name as DNS writes it (ASCII; an internationalized one in its xn-- form), with at least two labels. */
export function isDomainName(v: unknown): boolean {
  if (typeof v !== 'string' || v.length > 253) return false;
  const labels = v.split('.');
  return labels.length >= 2 && labels.every((l) => LABEL.test(l) && !l.startsWith('-') && !l.endsWith('-'));
}

/** Whole words in a phrase (same cutting as the matcher): at least one, at most MAX_PHRASE_WORDS. */
const WORDS = /[\p{L}\p{N}]+/gu;

export class WatchedWordIdDto {
  @IsDbId('wordId must be a positive integer')
  wordId: number;
}

export class DomainBlockIdDto {
  @IsDbId('blockId must be a positive integer')
  blockId: number;
}

export class AddWatchedWordDto {
  /**
   * A word or phrase, matched as whole words, whatever the case and accents (`crème` also matches
   * `CREME`); punctuation between words does not matter. Plain text, never a pattern.
   */
  @ApiProperty({ minLength: 1, maxLength: 100, example: 'buy cheap' })
  @Transform(trimmed)
  @IsString({ message: 'phrase must be text' })
  @MaxLength(100, { message: 'phrase cannot be longer than 100 characters' })
  @ValidateBy({
    name: 'phraseWords',
    validator: {
      validate: (v: unknown) => {
        const n = typeof v === 'string' ? (v.match(WORDS) ?? []).length : 0;
        return n >= 1 && n <= MAX_PHRASE_WORDS;
      },
      defaultMessage: () => `phrase must have from 1 to ${MAX_PHRASE_WORDS} words`,
    },
  })
  phrase: string;

  /** `block`: the text is refused (422); `flag`: published, and the moderators get a case; `require_approval`: shown to its author only until a moderator approves it (posts, comments, group comments; a case otherwise). */
  @ApiProperty({ enum: WATCHED_ACTIONS, enumName: 'WatchedAction' })
  @IsIn(WATCHED_ACTIONS, { message: `action must be one of ${WATCHED_ACTIONS.join(', ')}` })
  action: WatchedAction;
}

export class AddDomainBlockDto {
  /** A domain such as `spam.example`: addresses at it and at its subdomains can no longer register or be changed to. */
  @ApiProperty({ maxLength: 253, example: 'spam.example' })
  @Transform(domainForm)
  @ValidateBy({ name: 'domainName', validator: { validate: isDomainName, defaultMessage: () => 'domain must be a domain name such as example.org' } })
  domain: string;
}

export class WatchedWordDto {
  word_id: number;
  phrase: string;
  @ApiProperty({ enum: WATCHED_ACTIONS, enumName: 'WatchedAction' })
  action: WatchedAction;
  created_at: Date;
}

export class WatchedWordsDto {
  @ApiProperty({ type: [WatchedWordDto] })
  words: WatchedWordDto[];
}

export class DomainBlockDto {
  block_id: number;
  domain: string;
  created_at: Date;
}

export class DomainBlocksDto {
  @ApiProperty({ type: [DomainBlockDto] })
  blocks: DomainBlockDto[];
}
