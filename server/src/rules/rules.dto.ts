import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsDbId } from '../common/db-id';
import { msg } from '../i18n';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export const RULE_TITLE_MAX = 120;
export const RULE_DESCRIPTION_MAX = 1000;

/** A community rule. */
export class RuleDto {
  rule_id: number;
  /** The rule's place in the list, from 1; active rules are numbered 1..n without gaps. */
  number: number;
  /** As the paka wrote it, in the community's language. */
  title: string;
  description: string;
}

export class RulesDto {
  /** Active rules by number. */
  rules: RuleDto[];
}

export class RuleResponseDto {
  rule: RuleDto;
}

/** A new rule, or a rule's new text. */
export class RuleBodyDto {
  @ApiProperty({ minLength: 1, maxLength: RULE_TITLE_MAX })
  @Transform(trimmed)
  @IsString({ message: msg('title must be text').message })
  @MinLength(1, { message: msg('title is required').message })
  @MaxLength(RULE_TITLE_MAX, { message: msg('title cannot be longer than 120 characters').message })
  title: string;

  /** What the rule means, with examples; empty when absent. */
  @ApiProperty({ required: false, maxLength: RULE_DESCRIPTION_MAX })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: msg('description must be text').message })
  @MaxLength(RULE_DESCRIPTION_MAX, { message: msg('description cannot be longer than 1000 characters').message })
  description?: string;
}

export class RuleIdParamDto {
  @IsDbId('ruleId must be a positive integer')
  ruleId: number;
}
