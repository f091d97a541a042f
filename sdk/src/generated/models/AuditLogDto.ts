/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AuditEntryDto } from './AuditEntryDto';
export type AuditLogDto = {
    entries: Array<AuditEntryDto>;
    nextCursor: number | null;
};

