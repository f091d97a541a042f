import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsDbId } from '../../common/db-id';
import { msg } from '../../i18n';

const REJECTION_NOTE_MAX = 1000;

export class RegistrationQueueQueryDto {
  /** The `nextCursor` of the previous page. */
  @IsDbId('Invalid cursor', { optional: true })
  cursor?: number;
}

export class RegistrationDecisionDto {
  /** The newcomer's `user_id` from the queue. */
  @IsDbId('userId must be a positive integer')
  userId: number;
}

export class RejectRegistrationDto extends RegistrationDecisionDto {
  /** The community rule the refusal rests on (required; copied into the decision and named in the mail). */
  @IsDbId('ruleId must be a positive integer', { optional: true })
  ruleId?: number;

  /** The facts (required): quoted in the mail to the newcomer and kept in the audit log. */
  @ApiProperty({ type: 'string', maxLength: REJECTION_NOTE_MAX, required: false })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: msg('note must be text').message })
  @MaxLength(REJECTION_NOTE_MAX, { message: `note cannot be longer than ${REJECTION_NOTE_MAX} characters` })
  note?: string;
}

/** A verified newcomer waiting for a moderator (REGISTRATION_MODE=approval). */
export class PendingRegistrationDto {
  user_id: number;
  user_name: string;
  email: string;
  /** The testimony written at registration. */
  bio: string;
  created_at: Date;
}

export class RegistrationQueueDto {
  /** Oldest first. */
  registrations: PendingRegistrationDto[];
  /** Pass as `cursor` for the next page; null at the end. */
  nextCursor: number | null;
}
