import { ApprovedContentAnnouncer } from './approved-content-announcer';
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { NotiModule } from '../noti';
import { RulesModule } from '../rules';
import { WatchedModule } from '../watched';
import { StandingModule } from '../standing';
import { AppealReviewService } from './appeal-review.service';
import { AppealsController } from './appeals.controller';
import { AdminCliService } from './admin-cli.service';
import { AuditLogService } from './audit-log.service';
import { CommunityRulesController } from './community-rules.controller';
import { CommunityRulesService } from './community-rules.service';
import { ModMembersService } from './members.service';
import { ModController } from './mod.controller';
import { ReportQueueService } from './report-queue.service';
import { RegistrationsController } from './registrations.controller';
import { RegistrationsService } from './registrations.service';
import { ReportResolutionService } from './report-resolution.service';
import { RoleGuard } from './role.guard';
import { SuspensionLiftProcessor } from './suspension-lift.processor';
import { SuspensionsService } from './suspensions.service';
import { WatchedListsController } from './watched-lists.controller';
import { WatchedListsService } from './watched-lists.service';

/**
 * The operators' side (issue #29): `/api/mod/*` (tag `moderation`), the role guard and the audit
 * log. Other modules (registration review, the command-line tool) use AuditLogService and
 * SuspensionsService.
 */
@Module({
  imports: [AuthModule, NotiModule, RulesModule, WatchedModule, StandingModule],
  controllers: [ModController, RegistrationsController, CommunityRulesController, WatchedListsController, AppealsController],
  providers: [
    ApprovedContentAnnouncer,
    AuditLogService,
    AppealReviewService,
    RoleGuard,
    ReportQueueService,
    ReportResolutionService,
    SuspensionsService,
    ModMembersService,
    RegistrationsService,
    AdminCliService,
    CommunityRulesService,
    WatchedListsService,
  ],
  exports: [AuditLogService, RoleGuard, SuspensionsService, ModMembersService],
})
export class ModModule {}

/** Worker role: ends timed suspensions (`maintenance.lift-suspension`) and catches up at start. */
@Module({ imports: [ModModule], providers: [SuspensionLiftProcessor] })
export class ModWorkerModule {}
