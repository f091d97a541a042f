// The operators' module's public surface: its Nest modules and the suspensions others start and end
// (the command-line tool). Inside mod/, routes use RequireRole, CurrentOperator and AuditLogService directly.
export { ModModule, ModWorkerModule } from './mod.module';
export { SuspensionsService } from './suspensions.service';
