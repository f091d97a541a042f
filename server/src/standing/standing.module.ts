import { Module, OnModuleInit } from '@nestjs/common';
import { AuthModule, StandingReadsService } from '../auth';
import { NotiModule } from '../noti';
import { RulesModule } from '../rules';
import { DecisionsService } from './decisions.service';
import { StandingController } from './standing.controller';
import { StandingService } from './standing.service';
import { TransparencyController } from './transparency.controller';
import { TransparencyService } from './transparency.service';

/**
 * Statements of reasons, strikes and appeals (issue 42): owns `moderation_decisions` and
 * `appeals`. The operators' module (mod/) records decisions here in its actions' transactions and
 * decides appeals with the reads exported here; this module never calls mod. It also answers the
 * public transparency report (counts of reports, decisions and appeals).
 */
@Module({
  imports: [AuthModule, NotiModule, RulesModule],
  controllers: [StandingController, TransparencyController],
  providers: [StandingService, DecisionsService, TransparencyService],
  exports: [StandingService, DecisionsService],
})
export class StandingModule implements OnModuleInit {
  constructor(
    private readonly reads: StandingReadsService,
    private readonly standings: StandingService,
  ) {}

  onModuleInit(): void {
    this.reads.register((userId) => this.standings.standing(userId));
  }
}
