import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { DEFAULT_LANGUAGE, type Language, msg, translate } from '../i18n';
import { MailService } from '../mail/mail.service';
import { ModerationNoticesService } from '../noti';
import { RulesService, type RuleRef } from '../rules';
import { memberLanguage, standingsByIds } from '../users';
import { mail, t, utc } from './decision-mails';
import { automationLine, decisionSentence, ruleLine } from './decision-texts';
import { appealableUntil } from './decision-types';
import { insertDecision, NewDecision } from './standing.repository';

export const RULE_REQUIRED = msg('ruleId is required for this action').message;
export const RULE_NOT_CITABLE = msg('ruleId must name a current community rule').message;
export const NOTE_REQUIRED = msg('note is required for this action: write the facts').message;

/** A decision just recorded, with what telling the member needs. */
export interface RecordedDecision extends NewDecision {
  decisionId: number;
  createdAt: Date;
  /** The content's English noun (`post`, `comment`, `group`, `group comment`, `account`). */
  noun: string;
}

/**
 * Statements of reasons (DSA Art. 17): every restriction the operators make is recorded in the
 * same transaction as the action, citing a community rule (its number and title copied, so
 * archiving the rule changes no past decision) and the facts; once committed the member is told
 * in the app and by e-mail in their language, with how to appeal.
 */
@Injectable()
export class DecisionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly rules: RulesService,
    private readonly notices: ModerationNoticesService,
    private readonly mail: MailService,
  ) {}

  /** The rule and facts a restricting action must give; 400 naming what is missing. */
  async grounds(ruleId: number | undefined, note: string | null | undefined): Promise<{ rule: RuleRef; note: string }> {
    if (ruleId === undefined || ruleId === null) throw new BadRequestException(RULE_REQUIRED);
    if (!note) throw new BadRequestException(NOTE_REQUIRED);
    const rule = await this.rules.findCitable(ruleId);
    if (!rule) throw new BadRequestException(RULE_NOT_CITABLE);
    return { rule, note };
  }

  async record(m: EntityManager, d: NewDecision & { noun: string }): Promise<RecordedDecision> {
    const row = await insertDecision(m, d);
    return { ...d, decisionId: row.decision_id, createdAt: row.created_at };
  }

  /** After the commit: the notification (a statement of reasons in short, linking to the standing page) and the mail. */
  async tell(d: RecordedDecision): Promise<void> {
    if (d.memberId === null || d.action === 'dismiss' || d.action === 'reject_registration') return;
    const until = appealableUntil(d.createdAt);
    const content = (l: Language) =>
      [
        `${decisionSentence(d.action, d.noun, d.suspendedUntil, l)}${d.contentSnapshot ? `: “${d.contentSnapshot.slice(0, 60)}${d.contentSnapshot.length > 60 ? '…' : ''}”` : ''}.`,
        ruleLine(d.rule, l) ? `${ruleLine(d.rule, l)}.` : '',
        d.note ? translate(msg('Reason: {note}', { note: d.note }), l) + '.' : '',
        translate(msg('You may appeal until {until} in Account standing.', { until: utc(until) }), l),
      ]
        .filter(Boolean)
        .join(' ');
    await this.notices.toMember(d.memberId, content, '/standing', `decision:${d.decisionId}`);
    const member = (await standingsByIds(this.db.manager, [d.memberId])).get(d.memberId);
    if (!member || member.status === 'deleted') return;
    const lang = (await memberLanguage(this.db.manager, d.memberId)) ?? DEFAULT_LANGUAGE;
    const paragraphs = [
      t(lang, 'Hello {userName},', { userName: member.user_name }),
      `${decisionSentence(d.action, d.noun, d.suspendedUntil, lang)}.`,
      ...(d.contentSnapshot ? [t(lang, 'The content as it was: “{content}”', { content: d.contentSnapshot.slice(0, 1000) })] : []),
      ...(d.rule ? [t(lang, 'The rule: {rule}', { rule: ruleLine(d.rule, lang)! })] : []),
      ...(d.note ? [t(lang, 'The facts: {note}', { note: d.note })] : []),
      automationLine(d.automated, lang),
      t(lang, 'If you think the decision is wrong, you may appeal until {until}: sign in and open Account standing at {url}', { until: utc(until), url: `${this.settings.publicUrl}/standing` }),
    ];
    const title = t(lang, 'A moderation decision about your account');
    await this.mail.queue(mail(lang, member.email, t(lang, 'Pen: a moderation decision about your account'), title, paragraphs));
  }

  /** The appellant hears the outcome in the app and by e-mail. */
  async tellAppealOutcome(appellantId: number, appealId: number, outcome: 'upheld' | 'reversed', note: string): Promise<void> {
    const sentence = (l: Language) =>
      outcome === 'reversed'
        ? translate(msg('Your appeal was accepted: the decision was reversed.'), l)
        : translate(msg('Your appeal was reviewed: the decision stands.'), l);
    const content = (l: Language) => `${sentence(l)} ${translate(msg('Reason: {note}', { note }), l)}`;
    await this.notices.toMember(appellantId, content, '/standing', `appeal:${appealId}`);
    const member = (await standingsByIds(this.db.manager, [appellantId])).get(appellantId);
    if (!member || member.status === 'deleted') return;
    const lang = (await memberLanguage(this.db.manager, appellantId)) ?? DEFAULT_LANGUAGE;
    const paragraphs = [t(lang, 'Hello {userName},', { userName: member.user_name }), sentence(lang), t(lang, 'The moderator wrote: {note}', { note })];
    await this.mail.queue(mail(lang, member.email, t(lang, 'Pen: your appeal was decided'), t(lang, 'Your appeal was decided'), paragraphs));
  }
}
