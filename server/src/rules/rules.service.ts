import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { msg } from '../i18n';
import { activeRules, archiveRule, citableRule, countActiveRules, insertRule, lockRules, RuleRef, updateRule } from './rules.repository';

/** The most active rules a community keeps: a list members can still read before they sign up. */
export const MAX_ACTIVE_RULES = 30;
export const RULE_NOT_FOUND = msg('Rule not found').message;
export const TOO_MANY_RULES = msg('A community can have at most 30 rules').message;

/** Runs in the change's transaction, so a change and its audit entry commit together. */
export type RuleChangeHook = (m: EntityManager, rule: RuleRef) => Promise<void>;

/**
 * The community rules (issue 42). Reading is public; who may change them (a paka) is decided by
 * the caller's route (`/api/mod/rules`, mod/), which also records each change in the audit log
 * through the hook. Changes take turns (a table lock), so active rules stay numbered 1..n.
 */
@Injectable()
export class RulesService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  list(): Promise<RuleRef[]> {
    return activeRules(this.db.manager);
  }

  /** An active rule a report or a decision may cite; null when there is none with that id (or it is archived). */
  findCitable(ruleId: number, m: EntityManager = this.db.manager): Promise<RuleRef | null> {
    return citableRule(m, ruleId);
  }

  create(title: string, description: string, hook?: RuleChangeHook): Promise<RuleRef> {
    return this.db.transaction(async (m) => {
      await lockRules(m);
      if ((await countActiveRules(m)) >= MAX_ACTIVE_RULES) throw new ConflictException(TOO_MANY_RULES);
      const rule = await insertRule(m, title, description);
      await hook?.(m, rule);
      return rule;
    });
  }

  update(ruleId: number, title: string, description: string, hook?: RuleChangeHook): Promise<RuleRef> {
    return this.db.transaction(async (m) => {
      await lockRules(m);
      const rule = await updateRule(m, ruleId, title, description);
      if (!rule) throw new NotFoundException(RULE_NOT_FOUND);
      await hook?.(m, rule);
      return rule;
    });
  }

  /** Archives a rule: gone from the lists, kept for what cites it; the rules after it move up by one. */
  archive(ruleId: number, hook?: RuleChangeHook): Promise<RuleRef> {
    return this.db.transaction(async (m) => {
      await lockRules(m);
      const rule = await archiveRule(m, ruleId);
      if (!rule) throw new NotFoundException(RULE_NOT_FOUND);
      await hook?.(m, rule);
      return rule;
    });
  }
}
