import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { IsDbId } from '../../common/db-id';
import { msg } from '../../i18n';
import { APPEAL_TEXT_MAX } from '../decision-types';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class AppealRequestDto {
  @IsDbId('decisionId must be a positive integer')
  decisionId: number;

  /** Why the decision is wrong, in the member's words. */
  @ApiProperty({ type: 'string', minLength: 1, maxLength: APPEAL_TEXT_MAX })
  @Transform(trimmed)
  @IsString({ message: msg('text is required').message })
  @MinLength(1, { message: msg('text is required').message })
  @MaxLength(APPEAL_TEXT_MAX, { message: `text cannot be longer than ${APPEAL_TEXT_MAX} characters` })
  text: string;
}

export class AppealDto {
  appeal_id: number;
  decision_id: number;
  @ApiProperty({ enum: ['open', 'upheld', 'reversed'] })
  status: string;
  created_at: Date;
}

export class AppealResponseDto {
  appeal: AppealDto;
}
