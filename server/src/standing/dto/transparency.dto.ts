import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { msg } from '../../i18n';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period of the transparency report: UTC days, both included; at most a year. */
export class TransparencyQueryDto {
  /** First day (`YYYY-MM-DD`, UTC); default: the first day of the month eleven months before `to`'s. */
  @ApiProperty({ type: 'string', format: 'date', required: false, example: '2026-01-01' })
  @IsOptional()
  @Matches(DAY, { message: msg('from must be a date (YYYY-MM-DD)').message })
  from?: string;

  /** Last day (`YYYY-MM-DD`, UTC), included; default: today. */
  @ApiProperty({ type: 'string', format: 'date', required: false, example: '2026-12-31' })
  @IsOptional()
  @Matches(DAY, { message: msg('to must be a date (YYYY-MM-DD)').message })
  to?: string;
}

export class TransparencyAppealsDto {
  /** Appeals members filed in the period. */
  received: number;
  /** Appeals decided in the period where the decision stood. */
  upheld: number;
  /** Appeals decided in the period that reversed the decision. */
  reversed: number;
}

/** The counts of a period (the whole report, or one month of it). */
export class TransparencyFiguresDto {
  /** Reports members filed, by reason, e.g. `{"spam": 3, "harassment": 1}`. */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' } })
  reports_by_reason: Record<string, number>;
  /** Moderation decisions, by action (`remove_content`, `warn_author`, `suspend_author`, `suspend_user`, `reject_registration`, `dismiss`). */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' } })
  decisions_by_action: Record<string, number>;
  /** Decisions citing a community rule, by the rule as cited (`"3. No spam or scams"`). */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' } })
  decisions_by_rule: Record<string, number>;
  /** Decisions on cases an automated check (a watched word) opened; a moderator made each of them. */
  decisions_automated: number;
  /** Decisions on cases members alone reported, and decisions without a case. */
  decisions_manual: number;
  appeals: TransparencyAppealsDto;
  /** The median hours from a case's opening to its decision, one decimal; null when no case was decided. */
  @ApiProperty({ type: 'number', nullable: true })
  median_hours_to_decision: number | null;
}

export class TransparencyMonthDto extends TransparencyFiguresDto {
  /** The UTC month, `YYYY-MM`. */
  @ApiProperty({ example: '2026-11' })
  month: string;
}

/** The transparency report (DSA Art. 15/24): public counts of reports, decisions and appeals. */
export class TransparencyDto extends TransparencyFiguresDto {
  /** First day of the period (`YYYY-MM-DD`). */
  @ApiProperty({ type: 'string', format: 'date' })
  from: string;
  /** Last day of the period, included (`YYYY-MM-DD`). */
  @ApiProperty({ type: 'string', format: 'date' })
  to: string;
  /** The same counts per UTC month of the period, oldest first, every month listed (for a chart). */
  @ApiProperty({ type: [TransparencyMonthDto] })
  months: TransparencyMonthDto[];
}
