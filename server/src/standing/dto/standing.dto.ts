import { ApiProperty } from '@nestjs/swagger';
import { IsDbId } from '../../common/db-id';
import { RequiredText } from '../../common/required-text';
import { msg } from '../../i18n';
import { APPEAL_TEXT_MAX } from '../decision-types';

export class AppealRequestDto {
  @IsDbId('decisionId must be a positive integer')
  decisionId: number;

  /** Why the decision is wrong, in the member's words. */
  @RequiredText('text', APPEAL_TEXT_MAX, msg('text is required').message)
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
