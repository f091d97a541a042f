// The rules module's public surface: the module, the service others cite rules through (findCitable), and its types.
export { RulesModule } from './rules.module';
export { MAX_ACTIVE_RULES, RULE_NOT_FOUND, RulesService, TOO_MANY_RULES, type RuleChangeHook } from './rules.service';
export { rulesByIds, type RuleRef } from './rules.repository';
export { RULE_DESCRIPTION_MAX, RULE_TITLE_MAX, RuleBodyDto, RuleDto, RuleIdParamDto, RuleResponseDto } from './rules.dto';
