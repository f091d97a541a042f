import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RuleRef, RulesService } from '../rules';
import { AuditLogService } from './audit-log.service';
import { Operator } from './operator';

/** A paka's changes to the community rules, each recorded in the audit log in the change's transaction. */
@Injectable()
export class CommunityRulesService {
  constructor(
    private readonly rules: RulesService,
    private readonly audit: AuditLogService,
  ) {}

  create(op: Operator, title: string, description: string): Promise<RuleRef> {
    return this.rules.create(title, description, this.record(op, 'create_rule'));
  }

  update(op: Operator, ruleId: number, title: string, description: string): Promise<RuleRef> {
    return this.rules.update(ruleId, title, description, this.record(op, 'update_rule'));
  }

  archive(op: Operator, ruleId: number): Promise<RuleRef> {
    return this.rules.archive(ruleId, this.record(op, 'archive_rule'));
  }

  private record(op: Operator, action: string) {
    return (m: EntityManager, rule: RuleRef) =>
      this.audit.record({ actorId: op.userId, action, targetType: 'rule', targetId: rule.rule_id, note: `${rule.number}. ${rule.title}` }, m);
  }
}
