// The operators' module's public surface: its Nest module, the role guard and the audit log.
export { ModModule } from './mod.module';
export { RequireRole } from './require-role.decorator';
export { RoleGuard, type OperatorRequest } from './role.guard';
export { ROLES, isOperator, roleSatisfies, type RequiredRole, type Role } from './roles';
export { AuditLogService, type AuditAction, type AuditRecord } from './audit-log.service';
