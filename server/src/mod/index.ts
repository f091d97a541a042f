// The operators' module's public surface: its Nest modules, the suspensions others start and end, and
// what the command-line tool (scripts/admin.ts) calls. Inside mod/, routes use RequireRole,
// CurrentOperator and AuditLogService directly.
export { ModModule, ModWorkerModule } from './mod.module';
export { SuspensionsService } from './suspensions.service';
export { AdminCliFailure, AdminCliService, type OpenCaseLine } from './admin-cli.service';
export { ROLES, type Role } from './roles';
