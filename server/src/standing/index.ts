// Standing's public surface: statements of reasons (recorded by mod/ in its transactions), the
// member's standing, and the reads and writes the operators' appeal review uses.
export { StandingModule } from './standing.module';
export { DecisionsService, NOTE_REQUIRED, RULE_NOT_CITABLE, RULE_REQUIRED, type RecordedDecision } from './decisions.service';
export { appealsPage, authorHistories, decideAppeal, lockAppeal, markReversed, type AppealRow } from './operator.repository';
export { APPEALS_PAGE_SIZE } from './operator.queries';
