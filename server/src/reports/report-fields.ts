import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, ValidateBy, ValidationArguments } from 'class-validator';
import { IsDbId } from '../common/db-id';

/**
 * Why a member reports something; `other` when they do not say. `private_information`: someone
 * else's need or data shared without their consent. A `self_harm` report makes its case urgent.
 */
export const REPORT_REASONS = [
  'spam', 'harassment', 'hate', 'violence', 'self_harm', 'sexual_content', 'misinformation', 'other',
  'spiritual_abuse', 'fundraising_scam', 'private_information',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The most a reporter may write in `details` (the column holds 1000 characters). */
export const REPORT_DETAILS_MAX_LENGTH = 1000;

/** What a report says besides its target. */
export interface ReportInput {
  reason?: ReportReason;
  details?: string;
  /** The community rule the content breaks, in the reporter's view (an active rule). */
  ruleId?: number;
}

/** The optional `ruleId` field: the `rule_id` of an active community rule (`GET /api/rules`). */
export function ReportRuleField(): PropertyDecorator {
  return applyDecorators(
    IsDbId('ruleId must be a positive integer', { optional: true }),
    ApiProperty({ type: 'integer', minimum: 1, required: false, description: 'The `rule_id` of an active community rule (`GET /api/rules`) the reporter says is broken' }),
  );
}

/**
 * The `reason` field of a report DTO: one of REPORT_REASONS (one named enum in the API document,
 * so the SDK has a single `ReportReason` type), else 400. Optional (default `other`) on the
 * content reports, which older clients send with the id alone.
 */
export function ReportReasonField({ required = false }: { required?: boolean } = {}): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ enum: REPORT_REASONS, enumName: 'ReportReason', required, ...(required ? {} : { default: 'other' }) }),
    ...(required ? [] : [IsOptional()]),
    IsIn(REPORT_REASONS, { message: `reason must be one of ${REPORT_REASONS.join(', ')}` }),
  );
}

/** The optional `details` field: text up to 1000 characters after trimming; blank counts as none. */
export function ReportDetailsField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: 'string', maxLength: REPORT_DETAILS_MAX_LENGTH, required: false }),
    IsOptional(),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    ValidateBy({
      name: 'reportDetails',
      validator: {
        validate: (v: unknown) => typeof v === 'string' && v.length <= REPORT_DETAILS_MAX_LENGTH,
        defaultMessage: (args?: ValidationArguments) =>
          typeof args?.value === 'string' ? `details cannot be longer than ${REPORT_DETAILS_MAX_LENGTH} characters` : 'details must be text',
      },
    }),
  );
}
