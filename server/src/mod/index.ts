// The operators' module's public surface: its Nest modules, the role guard and the audit log.
export { ModModule, ModWorkerModule } from './mod.module';
export { RequireRole } from './require-role.decorator';
export { CurrentOperator } from './current-operator.decorator';
export { RoleGuard, type OperatorRequest } from './role.guard';
export { ROLES, isOperator, roleSatisfies, type RequiredRole, type Role } from './roles';
export { CLI_OPERATOR, type Operator } from './operator';
export { AuditLogService, type AuditAction, type AuditRecord } from './audit-log.service';
export { SuspensionsService } from './suspensions.service';
export { ModMembersService } from './members.service';
