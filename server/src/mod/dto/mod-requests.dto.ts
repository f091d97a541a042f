import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsDbId } from '../../common/db-id';
import { RESOLUTION_ACTIONS, type CaseStatus, type ResolutionAction } from '../../reports';
import { ROLES, type Role } from '../roles';
import { msg } from '../../i18n';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const toInt = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value);

/** The longest note or reason an operator may write (the columns hold 1000 characters). */
export const NOTE_MAX_LENGTH = 1000;
/** The longest timed suspension; longer is "until lifted" (no `days`). */
export const MAX_SUSPENSION_DAYS = 3650;

export class ReportQueueQueryDto {
  /** `open` (default): oldest first; `resolved`: newest resolution first. */
  @ApiProperty({ enum: ['open', 'resolved'], required: false, default: 'open' })
  @IsOptional()
  @IsIn(['open', 'resolved'], { message: msg('status must be open or resolved').message })
  status?: CaseStatus;

  /** The `nextCursor` of the previous page. */
  @IsDbId('Invalid cursor', { optional: true })
  cursor?: number;
}

export class CursorQueryDto {
  /** The `nextCursor` of the previous page. */
  @IsDbId('Invalid cursor', { optional: true })
  cursor?: number;
}

export class MemberQueryDto extends CursorQueryDto {
  /** Part of the name or e-mail address (case-insensitive); all members when absent. */
  @ApiProperty({ required: false, maxLength: 100 })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: msg('q must be text').message })
  @MaxLength(100, { message: msg('q cannot be longer than 100 characters').message })
  q?: string;
}

function NoteField(): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ type: 'string', maxLength: NOTE_MAX_LENGTH, required: false })(target, key);
    IsOptional()(target, key);
    Transform(trimmed)(target, key);
    IsString({ message: msg('note must be text').message })(target, key);
    MaxLength(NOTE_MAX_LENGTH, { message: `note cannot be longer than ${NOTE_MAX_LENGTH} characters` })(target, key);
  };
}

function DaysField(): PropertyDecorator {
  const message = `days must be a whole number from 1 to ${MAX_SUSPENSION_DAYS}`;
  return (target, key) => {
    ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_SUSPENSION_DAYS, required: false, description: 'Days until the suspension ends by itself; absent: until lifted' })(target, key);
    IsOptional()(target, key);
    Transform(toInt)(target, key);
    IsInt({ message })(target, key);
    Min(1, { message })(target, key);
    Max(MAX_SUSPENSION_DAYS, { message })(target, key);
  };
}

export class ResolveReportDto {
  /** The case's `report_id` from the queue. */
  @IsDbId('reportId must be a positive integer')
  reportId: number;

  @ApiProperty({ enum: RESOLUTION_ACTIONS, enumName: 'ResolutionAction' })
  @IsIn(RESOLUTION_ACTIONS, { message: `action must be one of ${RESOLUTION_ACTIONS.join(', ')}` })
  action: ResolutionAction;

  /** The community rule the action enforces: required for every action but `dismiss` (copied into the decision). */
  @IsDbId('ruleId must be a positive integer', { optional: true })
  ruleId?: number;

  /** The facts: required for every action but `dismiss`; shown to the author in the statement of reasons, kept in the audit log. */
  @NoteField()
  note?: string;

  /** With `suspend_author`. */
  @DaysField()
  days?: number;
}

export class SuspendUserDto {
  @IsDbId('userId must be a positive integer')
  userId: number;

  /** The community rule the suspension enforces (copied into the decision). */
  @IsDbId('ruleId must be a positive integer', { optional: true })
  ruleId?: number;

  /** The facts, shown to the member in the statement of reasons and kept in the audit log. */
  @NoteField()
  note?: string;

  /** Deprecated: the former name of `note`, still accepted (`note` wins when both are given). */
  @ApiProperty({ type: 'string', maxLength: NOTE_MAX_LENGTH, required: false, deprecated: true })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: msg('reason must be text').message })
  @MaxLength(NOTE_MAX_LENGTH, { message: `reason cannot be longer than ${NOTE_MAX_LENGTH} characters` })
  reason?: string;

  @DaysField()
  days?: number;
}

export class UserIdDto {
  @IsDbId('userId must be a positive integer')
  userId: number;
}

export class SetRoleDto {
  @IsDbId('userId must be a positive integer')
  userId: number;

  @ApiProperty({ enum: ROLES, enumName: 'Role' })
  @IsIn(ROLES, { message: `role must be one of ${ROLES.join(', ')}` })
  role: Role;
}
