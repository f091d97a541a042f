import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { RulesDto } from './rules.dto';
import { RulesService } from './rules.service';

/** The community rules, public: the register page, `/rules` and the report dialog show them. */
@ApiTags('rules')
@Public()
@Controller('rules')
export class RulesController {
  constructor(private readonly rules: RulesService) {}

  /** The community's active rules by number; no sign-in needed. */
  @Get()
  async listRules(): Promise<RulesDto> {
    return { rules: await this.rules.list() };
  }
}
