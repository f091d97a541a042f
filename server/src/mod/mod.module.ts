import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { AuditLogService } from './audit-log.service';
import { RegistrationsController } from './registrations.controller';
import { RegistrationsService } from './registrations.service';
import { RoleGuard } from './role.guard';

/**
 * The operators' side (issue #29): `/api/mod/*` (tag `moderation`), the role guard and the audit
 * log. Other modules (registration review, the command-line tool) use AuditLogService.
 */
@Module({
  imports: [AuthModule],
  controllers: [RegistrationsController],
  providers: [AuditLogService, RoleGuard, RegistrationsService],
  exports: [AuditLogService, RoleGuard],
})
export class ModModule {}
