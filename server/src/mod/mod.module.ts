import { Module } from '@nestjs/common';
import { AuditLogService } from './audit-log.service';
import { RoleGuard } from './role.guard';

/**
 * The operators' side (issue #29): `/api/mod/*` (tag `moderation`), the role guard and the audit
 * log. Other modules (registration review, the command-line tool) use AuditLogService.
 */
@Module({
  providers: [AuditLogService, RoleGuard],
  exports: [AuditLogService, RoleGuard],
})
export class ModModule {}
