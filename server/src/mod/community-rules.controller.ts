import { Body, Controller, Delete, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { ErrorDto } from '../common/error.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { RULE_NOT_FOUND, RuleBodyDto, RuleIdParamDto, RuleResponseDto, TOO_MANY_RULES } from '../rules';
import { CommunityRulesService } from './community-rules.service';
import { CurrentOperator } from './current-operator.decorator';
import { Operator } from './operator';
import { RequireRole } from './require-role.decorator';

const INVALID = 'Invalid fields: `title is required`, `title cannot be longer than 120 characters`, `description cannot be longer than 1000 characters`';

/** The community rules' changes (paka only; `GET /api/rules` reads them). Every change is in the audit log. */
@ApiTags('moderation')
@Controller('mod/rules')
export class CommunityRulesController {
  constructor(private readonly rules: CommunityRulesService) {}

  /** Adds a rule at the end of the list (at most 30 active rules). */
  @RequireRole('paka')
  @RateLimit('moderation')
  @Post()
  @ApiCreatedResponse({ type: RuleResponseDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: INVALID })
  @ApiConflictResponse({ type: ErrorDto, description: `\`${TOO_MANY_RULES}\`` })
  async createRule(@CurrentOperator() op: Operator, @Body() dto: RuleBodyDto): Promise<RuleResponseDto> {
    return { rule: await this.rules.create(op, dto.title, dto.description ?? '') };
  }

  /** Changes a rule's title and description; its number stays. Decisions that cited it keep the text they had. */
  @RequireRole('paka')
  @RateLimit('moderation')
  @Put(':ruleId')
  @ApiBadRequestResponse({ type: ErrorDto, description: `${INVALID}, \`ruleId must be a positive integer\`` })
  @ApiNotFoundResponse({ type: ErrorDto, description: `\`${RULE_NOT_FOUND}\` (also for an archived rule)` })
  async updateRule(@CurrentOperator() op: Operator, @Param() p: RuleIdParamDto, @Body() dto: RuleBodyDto): Promise<RuleResponseDto> {
    return { rule: await this.rules.update(op, p.ruleId, dto.title, dto.description ?? '') };
  }

  /**
   * Archives a rule: it leaves the lists and can no longer be cited, while reports and decisions
   * that cited it keep it. The rules after it move up by one, so the numbers stay 1..n.
   * Answers the rule as it was.
   */
  @RequireRole('paka')
  @RateLimit('moderation')
  @Delete(':ruleId')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: '`ruleId must be a positive integer`' })
  @ApiNotFoundResponse({ type: ErrorDto, description: `\`${RULE_NOT_FOUND}\` (also for an archived rule)` })
  async archiveRule(@CurrentOperator() op: Operator, @Param() p: RuleIdParamDto): Promise<RuleResponseDto> {
    return { rule: await this.rules.archive(op, p.ruleId) };
  }
}
