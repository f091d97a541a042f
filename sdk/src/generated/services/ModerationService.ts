/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AuditLogDto } from '../models/AuditLogDto';
import type { MessageDto } from '../models/MessageDto';
import type { ModMemberResponseDto } from '../models/ModMemberResponseDto';
import type { ModMembersDto } from '../models/ModMembersDto';
import type { RegistrationDecisionDto } from '../models/RegistrationDecisionDto';
import type { RegistrationQueueDto } from '../models/RegistrationQueueDto';
import type { RejectRegistrationDto } from '../models/RejectRegistrationDto';
import type { ReportQueueDto } from '../models/ReportQueueDto';
import type { ResolveReportDto } from '../models/ResolveReportDto';
import type { SetRoleDto } from '../models/SetRoleDto';
import type { SuspendUserDto } from '../models/SuspendUserDto';
import type { UserIdDto } from '../models/UserIdDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class ModerationService {
    /**
     * The report queue
     * The report queue: one case per reported target, open ones oldest first (resolved: newest resolution first), 20 a page.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `read`. Operators only (moderators, and paka where said); members get 403.
     *
     * Paged: pass the previous answer's next cursor as `cursor`; the last page has none.
     * @returns ReportQueueDto
     * @throws ApiError
     */
    public static listReports({
        status = 'open',
        cursor,
    }: {
        /**
         * `open` (default): oldest first; `resolved`: newest resolution first.
         */
        status?: 'open' | 'resolved',
        /**
         * The `nextCursor` of the previous page.
         */
        cursor?: number,
    }): CancelablePromise<ReportQueueDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/mod/reports',
            query: {
                'status': status,
                'cursor': cursor,
            },
            errors: {
                400: `\`status must be open or resolved\`, \`Invalid cursor\``,
                401: `No valid access token, or the session has ended`,
                403: `\`This is for moderators only\` for members who are not moderators or paka`,
                429: `Too many requests made with this API key or OAuth app: the per-key or per-app limit (settings API_KEY_RATE_LIMIT, OAUTH_APP_RATE_LIMIT) is spent; retry after \`Retry-After\` seconds.`,
            },
        });
    }
    /**
     * Resolves a case
     * Resolves a case: `dismiss`, `remove_content` (hidden from everyone at once, purged after 30 days), `warn_author` (a `moderation` notification with the note) or `suspend_author` (with `days?`). The author is notified (remove, warn) and every reporter gets `report_resolved`.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`. Operators only (moderators, and paka where said); members get 403.
     * @returns MessageDto
     * @throws ApiError
     */
    public static resolveReport({
        requestBody,
    }: {
        requestBody: ResolveReportDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/mod/resolve-report',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid fields, or \`A member cannot be removed; suspend the account instead\` (remove_content on a reported member), or \`You cannot act on your own content\``,
                401: `No valid access token, or the session has ended`,
                403: `\`This is for moderators only\` for members who are not moderators or paka; \`A moderator cannot act on another moderator or a paka\` for a moderator acting on a moderator or a paka`,
                404: `\`Report not found\``,
                409: `\`This report is already resolved\`, or \`The reported content no longer exists\` (any action but dismiss)`,
                429: `\`Too many moderation actions. Try again in 60 minutes.\` More than 600 per member in 60 minutes (\`moderation\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Suspends a member
     * Suspends a member: every session ends at once, sign-in answers 403, their content is hidden until unsuspended or `days` have passed.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`. Operators only (moderators, and paka where said); members get 403.
     * @returns ModMemberResponseDto
     * @throws ApiError
     */
    public static suspendUser({
        requestBody,
    }: {
        requestBody: SuspendUserDto,
    }): CancelablePromise<ModMemberResponseDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/mod/suspend-user',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid fields, or \`You cannot suspend yourself\``,
                401: `No valid access token, or the session has ended`,
                403: `\`This is for moderators only\` for members who are not moderators or paka; \`A moderator cannot act on another moderator or a paka\` for a moderator acting on a moderator or a paka`,
                404: `\`User not found\``,
                409: `\`This member is already suspended\``,
                429: `\`Too many moderation actions. Try again in 60 minutes.\` More than 600 per member in 60 minutes (\`moderation\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Ends a suspension now
     * Ends a suspension now; the member signs in again and their content is shown again.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`. Operators only (moderators, and paka where said); members get 403.
     * @returns ModMemberResponseDto
     * @throws ApiError
     */
    public static unsuspendUser({
        requestBody,
    }: {
        requestBody: UserIdDto,
    }): CancelablePromise<ModMemberResponseDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/mod/unsuspend-user',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid fields, or \`You cannot unsuspend yourself\``,
                401: `No valid access token, or the session has ended`,
                403: `\`This is for moderators only\` for members who are not moderators or paka; \`A moderator cannot act on another moderator or a paka\` for a moderator acting on a moderator or a paka`,
                404: `\`User not found\``,
                409: `\`This member is not suspended\``,
                429: `\`Too many moderation actions. Try again in 60 minutes.\` More than 600 per member in 60 minutes (\`moderation\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Gives a member the role `user`, `moderator` or `paka` (paka only)
     * Gives a member the role `user`, `moderator` or `paka` (paka only); it applies at their next request.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`. Operators only (moderators, and paka where said); members get 403.
     * @returns ModMemberResponseDto
     * @throws ApiError
     */
    public static setRole({
        requestBody,
    }: {
        requestBody: SetRoleDto,
    }): CancelablePromise<ModMemberResponseDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/mod/set-role',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid fields, or \`You cannot change your own role\``,
                401: `No valid access token, or the session has ended`,
                403: `\`This is for administrators only\` for anyone but a paka`,
                404: `\`User not found\``,
                429: `\`Too many moderation actions. Try again in 60 minutes.\` More than 600 per member in 60 minutes (\`moderation\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Members (newest first, 20 a page), optionally those whose name or address contains `q`, with status, role, reports against them and post count
     * Members (newest first, 20 a page), optionally those whose name or address contains `q`, with status, role, reports against them and post count.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `read`. Operators only (moderators, and paka where said); members get 403.
     *
     * Paged: pass the previous answer's next cursor as `cursor`; the last page has none.
     * @returns ModMembersDto
     * @throws ApiError
     */
    public static listMembers({
        cursor,
        q,
    }: {
        /**
         * The `nextCursor` of the previous page.
         */
        cursor?: number,
        /**
         * Part of the name or e-mail address (case-insensitive); all members when absent.
         */
        q?: string,
    }): CancelablePromise<ModMembersDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/mod/users',
            query: {
                'cursor': cursor,
                'q': q,
            },
            errors: {
                400: `\`q cannot be longer than 100 characters\`, \`Invalid cursor\``,
                401: `No valid access token, or the session has ended`,
                403: `\`This is for moderators only\` for members who are not moderators or paka`,
                429: `Too many requests made with this API key or OAuth app: the per-key or per-app limit (settings API_KEY_RATE_LIMIT, OAUTH_APP_RATE_LIMIT) is spent; retry after \`Retry-After\` seconds.`,
            },
        });
    }
    /**
     * Every operator action, newest first, 50 a page
     * Every operator action, newest first, 50 a page. Nothing edits or deletes it.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `read`. Operators only (moderators, and paka where said); members get 403.
     *
     * Paged: pass the previous answer's next cursor as `cursor`; the last page has none.
     * @returns AuditLogDto
     * @throws ApiError
     */
    public static auditLog({
        cursor,
    }: {
        /**
         * The `nextCursor` of the previous page.
         */
        cursor?: number,
    }): CancelablePromise<AuditLogDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/mod/audit-log',
            query: {
                'cursor': cursor,
            },
            errors: {
                400: `\`Invalid cursor\``,
                401: `No valid access token, or the session has ended`,
                403: `\`This is for moderators only\` for members who are not moderators or paka`,
                429: `Too many requests made with this API key or OAuth app: the per-key or per-app limit (settings API_KEY_RATE_LIMIT, OAUTH_APP_RATE_LIMIT) is spent; retry after \`Retry-After\` seconds.`,
            },
        });
    }
    /**
     * Verified newcomers waiting for a moderator's decision, oldest first, 50 a page
     * Verified newcomers waiting for a moderator's decision, oldest first, 50 a page.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `read`. Operators only (moderators, and paka where said); members get 403.
     *
     * Paged: pass the previous answer's next cursor as `cursor`; the last page has none.
     * @returns RegistrationQueueDto
     * @throws ApiError
     */
    public static listRegistrations({
        cursor,
    }: {
        /**
         * The `nextCursor` of the previous page.
         */
        cursor?: number,
    }): CancelablePromise<RegistrationQueueDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/mod/registrations',
            query: {
                'cursor': cursor,
            },
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid access token, or the session has ended`,
                403: `\`This is for moderators only\` for members who are not moderators or paka`,
                429: `Too many requests made with this API key or OAuth app: the per-key or per-app limit (settings API_KEY_RATE_LIMIT, OAUTH_APP_RATE_LIMIT) is spent; retry after \`Retry-After\` seconds.`,
            },
        });
    }
    /**
     * Lets the newcomer in (they may use Pen from their next request) and mails them
     * Lets the newcomer in (they may use Pen from their next request) and mails them.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`. Operators only (moderators, and paka where said); members get 403.
     * @returns MessageDto
     * @throws ApiError
     */
    public static approveRegistration({
        requestBody,
    }: {
        requestBody: RegistrationDecisionDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/mod/approve-registration',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid access token, or the session has ended`,
                403: `\`This is for moderators only\` for members who are not moderators or paka`,
                404: `\`User not found\`: no such account, or it was deleted`,
                409: `\`This registration is not waiting for review\`: unverified, already decided, or not registered under approval`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Closes the newcomer's account (like a deletion
     * Closes the newcomer's account (like a deletion: the address is free again) and mails them the note.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`. Operators only (moderators, and paka where said); members get 403.
     * @returns MessageDto
     * @throws ApiError
     */
    public static rejectRegistration({
        requestBody,
    }: {
        requestBody: RejectRegistrationDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/mod/reject-registration',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid access token, or the session has ended`,
                403: `\`This is for moderators only\` for members who are not moderators or paka`,
                404: `\`User not found\`: no such account, or it was deleted`,
                409: `\`This registration is not waiting for review\`: unverified, already decided, or not registered under approval`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
}
