// The rules module's public surface: the module, the service others cite rules through (findCitable), and its types.
export { RulesModule } from './rules.module';
export { RULE_NOT_FOUND, RulesService, TOO_MANY_RULES } from './rules.service';
export { rulesByIds, type RuleRef } from './rules.repository';
export { RuleBodyDto, RuleIdParamDto, RuleResponseDto } from './rules.dto';
