/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ModMemberRefDto } from './ModMemberRefDto';
export type AuditEntryDto = {
    note: string | null;
    entry_id: number;
    /**
     * Who acted; `{user_id: null, user_name: "cli"}` for the command-line tool.
     */
    actor: ModMemberRefDto;
    /**
     * `resolve_report`, `suspend_user`, `unsuspend_user`, `set_role`, `approve_registration`, `reject_registration`…
     */
    action: string;
    target_type: string;
    target_id: number;
    created_at: string;
};

