/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ChangeGroupThemeColorDto } from '../models/ChangeGroupThemeColorDto';
import type { CreatedGroupDto } from '../models/CreatedGroupDto';
import type { CreateGroupDto } from '../models/CreateGroupDto';
import type { GroupAnswerDto } from '../models/GroupAnswerDto';
import type { GroupCommentAnswerDto } from '../models/GroupCommentAnswerDto';
import type { GroupCommentIdDto } from '../models/GroupCommentIdDto';
import type { GroupCommentLikeDto } from '../models/GroupCommentLikeDto';
import type { GroupIdDto } from '../models/GroupIdDto';
import type { GroupMemberRequestDto } from '../models/GroupMemberRequestDto';
import type { GroupsAnswerDto } from '../models/GroupsAnswerDto';
import type { GroupThemeColorDto } from '../models/GroupThemeColorDto';
import type { GroupVisibilityDto } from '../models/GroupVisibilityDto';
import type { InviteUserDto } from '../models/InviteUserDto';
import type { LeaveGroupAnswerDto } from '../models/LeaveGroupAnswerDto';
import type { MakeAdminDto } from '../models/MakeAdminDto';
import type { MessageDto } from '../models/MessageDto';
import type { NewGroupCommentDto } from '../models/NewGroupCommentDto';
import type { RemoveAdminDto } from '../models/RemoveAdminDto';
import type { ReportGroupCommentDto } from '../models/ReportGroupCommentDto';
import type { ReportGroupDto } from '../models/ReportGroupDto';
import type { RequestJoinGroupDto } from '../models/RequestJoinGroupDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class GroupsService {
    /**
     * Creates a group
     * Creates a group; the caller becomes its host and first admin. Answers the new group. Missing name or description: 400 `Group name and description are required.`
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns CreatedGroupDto
     * @throws ApiError
     */
    public static createGroup({
        requestBody,
    }: {
        requestBody: CreateGroupDto,
    }): CancelablePromise<CreatedGroupDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/groups/create-group',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input; \`message\` says what to fix`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                429: `\`Too many new groups. Try again in 24 hours.\` More than 10 per member in 24 hours (\`groups\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * A group as the caller may see it
     * A group as the caller may see it. Accepted members get every member and the newest page of comments (older pages with `cursor` = `next_cursor`); others get the header and up to 5 member avatars. A private group is 404 to anyone without a membership, request or invitation.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `read`.
     *
     * Paged: pass the previous answer's next cursor as `cursor`, and `limit` for the page size; the last page has none.
     * @returns GroupAnswerDto
     * @throws ApiError
     */
    public static getGroup({
        id,
        limit,
        cursor,
    }: {
        id: number,
        /**
         * Comments per page, 1–100 (default 50).
         */
        limit?: number,
        /**
         * `next_cursor` of the previous page: the next page holds the comments older than it.
         */
        cursor?: string,
    }): CancelablePromise<GroupAnswerDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/groups/group/{id}',
            path: {
                'id': id,
            },
            query: {
                'limit': limit,
                'cursor': cursor,
            },
            errors: {
                400: `Invalid input; \`message\` says what to fix`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                404: `\`Group not found\``,
                429: `Too many requests made with this API key or OAuth app: the per-key or per-app limit (settings API_KEY_RATE_LIMIT, OAUTH_APP_RATE_LIMIT) is spent; retry after \`Retry-After\` seconds.`,
            },
        });
    }
    /**
     * Groups the caller is a member of, asked to join (`pending`) or is invited to (`invited`)
     * Groups the caller is a member of, asked to join (`pending`) or is invited to (`invited`).
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `read`.
     * @returns GroupsAnswerDto
     * @throws ApiError
     */
    public static myGroups(): CancelablePromise<GroupsAnswerDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/groups/my-groups',
            errors: {
                400: `Invalid input; \`message\` says what to fix`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                429: `Too many requests made with this API key or OAuth app: the per-key or per-app limit (settings API_KEY_RATE_LIMIT, OAUTH_APP_RATE_LIMIT) is spent; retry after \`Retry-After\` seconds.`,
            },
        });
    }
    /**
     * Public groups whose title or description contains `q` (case-insensitive)
     * Public groups whose title or description contains `q` (case-insensitive); at most 50, largest first.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `read`.
     * @returns GroupsAnswerDto
     * @throws ApiError
     */
    public static searchGroups({
        q,
    }: {
        /**
         * Text to find in the title or description (case-insensitive); omit it to list public groups.
         */
        q?: string,
    }): CancelablePromise<GroupsAnswerDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/groups/search-groups',
            query: {
                'q': q,
            },
            errors: {
                400: `Invalid input; \`message\` says what to fix`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                429: `Too many requests made with this API key or OAuth app: the per-key or per-app limit (settings API_KEY_RATE_LIMIT, OAUTH_APP_RATE_LIMIT) is spent; retry after \`Retry-After\` seconds.`,
            },
        });
    }
    /**
     * Admins
     * Admins: toggles between `group_public` (Visible in search) and `group_private` (Hidden).
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns GroupVisibilityDto
     * @throws ApiError
     */
    public static changeGroupAudience({
        requestBody,
    }: {
        requestBody: GroupIdDto,
    }): CancelablePromise<GroupVisibilityDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/groups/change-group-audience',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input; \`message\` says what to fix`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not an admin`,
                404: `\`Group not found\``,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Admins
     * Admins: sets one of the 12 preset theme colours.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns GroupThemeColorDto
     * @throws ApiError
     */
    public static changeGroupThemeColor({
        requestBody,
    }: {
        requestBody: ChangeGroupThemeColorDto,
    }): CancelablePromise<GroupThemeColorDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/groups/change-group-theme-color',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input; \`message\` says what to fix`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not an admin`,
                404: `\`Group not found\``,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * The host (while a member) deletes the group with its members and thread
     * The host (while a member) deletes the group with its members and thread.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns MessageDto
     * @throws ApiError
     */
    public static userDeleteOwnGroup({
        requestBody,
    }: {
        requestBody: GroupIdDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/groups/user-delete-own-group',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input; \`message\` says what to fix`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not the host`,
                404: `\`Group not found\``,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Reports a group to the operators, saying why (`reason`, default `other`, and optional `details`)
     * Reports a group to the operators, saying why (`reason`, default `other`, and optional `details`). Once per member: reporting again updates the reason and details.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns MessageDto
     * @throws ApiError
     */
    public static reportGroup({
        requestBody,
    }: {
        requestBody: ReportGroupDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/groups/report-group',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `An unknown \`reason\`, or \`details\` longer than 1000 characters`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                404: `\`Group not found\``,
                429: `\`Too many reports. Try again in 60 minutes.\` More than 30 per member in 60 minutes (\`reports\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Asks to join (status `pending` until an admin answers)
     * Asks to join (status `pending` until an admin answers). Someone already invited joins at once. Answers the group as the caller now sees it.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns GroupAnswerDto
     * @throws ApiError
     */
    public static requestJoinGroup({
        requestBody,
    }: {
        requestBody: RequestJoinGroupDto,
    }): CancelablePromise<GroupAnswerDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/groups/request-join-group',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                404: `\`Group not found\` (also for a private group the caller has no part in)`,
                409: `Already a member, or a request is already pending`,
                429: `\`Too many requests to join groups. Try again in 24 hours.\` More than 50 per member in 24 hours (\`join-requests\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Members invite one of their own accepted connections
     * Members invite one of their own accepted connections.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns MessageDto
     * @throws ApiError
     */
    public static inviteUser({
        requestBody,
    }: {
        requestBody: InviteUserDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/groups/invite-user',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not a member, or the person is not your connection`,
                404: `\`Group not found\` (also for a private group the caller has no part in)`,
                409: `Already a member, invited or asking to join`,
                429: `\`Too many group invitations. Try again in 24 hours.\` More than 100 per member in 24 hours (\`group-invitations\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * The invitee joins the group they were invited to
     * The invitee joins the group they were invited to. Answers the group as a member sees it.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns GroupAnswerDto
     * @throws ApiError
     */
    public static acceptGroupInvitation({
        requestBody,
    }: {
        requestBody: GroupIdDto,
    }): CancelablePromise<GroupAnswerDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/groups/accept-group-invitation',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                404: `\`Group not found\` (also for a private group the caller has no part in)`,
                409: `Already a member`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * The invitee declines
     * The invitee declines; the invitation is removed.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns MessageDto
     * @throws ApiError
     */
    public static declineGroupInvitation({
        requestBody,
    }: {
        requestBody: GroupIdDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/groups/decline-group-invitation',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                404: `\`Group not found\` (also for a private group the caller has no part in)`,
                409: `Already a member`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Admins accept a join request
     * Admins accept a join request.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns MessageDto
     * @throws ApiError
     */
    public static acceptGroupMemberRequest({
        requestBody,
    }: {
        requestBody: GroupMemberRequestDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/groups/accept-group-member-request',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not an admin`,
                404: `\`Group not found\` (also for a private group the caller has no part in)`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Admins decline a join request (or withdraw a pending invitation)
     * Admins decline a join request (or withdraw a pending invitation).
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns MessageDto
     * @throws ApiError
     */
    public static declineGroupMemberRequest({
        requestBody,
    }: {
        requestBody: GroupMemberRequestDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/groups/decline-group-member-request',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not an admin`,
                404: `\`Group not found\` (also for a private group the caller has no part in)`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Leaves the group (or withdraws a pending request)
     * Leaves the group (or withdraws a pending request). The only admin must make someone else admin first (409). The last member leaving deletes the group (`groupDeleted: true`).
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns LeaveGroupAnswerDto
     * @throws ApiError
     */
    public static leaveGroup({
        requestBody,
    }: {
        requestBody: GroupIdDto,
    }): CancelablePromise<LeaveGroupAnswerDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/groups/leave-group',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                404: `\`Group not found\` (also for a private group the caller has no part in)`,
                409: `The only admin cannot leave while others remain`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Admins promote an accepted member to admin (promoting an admin again is harmless)
     * Admins promote an accepted member to admin (promoting an admin again is harmless).
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns MessageDto
     * @throws ApiError
     */
    public static makeAdmin({
        requestBody,
    }: {
        requestBody: MakeAdminDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/groups/make-admin',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not an admin`,
                404: `\`Group not found\` (also for a private group the caller has no part in)`,
                409: `The person has not been accepted yet`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Gives up the caller's own admin rights (`userId` = caller)
     * Gives up the caller's own admin rights (`userId` = caller); refused for the only admin.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns MessageDto
     * @throws ApiError
     */
    public static removeAdmin({
        requestBody,
    }: {
        requestBody: RemoveAdminDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/groups/remove-admin',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `\`userId\` is someone else`,
                404: `\`Group not found\` (also for a private group the caller has no part in)`,
                409: `Not an admin, or the only admin`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Adds a comment (accepted members)
     * Adds a comment (accepted members). Text is trimmed; without text it must wait for media (`isReady: false`), else 400 `Comment cannot be empty`. Images or a video are uploaded afterwards with the comment's id; audio is not accepted in groups.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns GroupCommentAnswerDto
     * @throws ApiError
     */
    public static newGroupComment({
        groupId,
        requestBody,
    }: {
        groupId: number,
        requestBody: NewGroupCommentDto,
    }): CancelablePromise<GroupCommentAnswerDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/groups/{groupId}/new-comment',
            path: {
                'groupId': groupId,
            },
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not a member`,
                404: `\`Group not found\` / \`Comment not found\``,
                429: `\`Too many comments. Try again in 60 minutes.\` More than 120 per member in 60 minutes (\`comments\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Likes a comment (idempotent)
     * Likes a comment (idempotent); answers the exact like_count.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns GroupCommentLikeDto
     * @throws ApiError
     */
    public static groupCommentLike({
        requestBody,
    }: {
        requestBody: GroupCommentIdDto,
    }): CancelablePromise<GroupCommentLikeDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/groups/group-comment-like',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                404: `\`Group not found\` / \`Comment not found\``,
                429: `\`Too many likes. Try again in 60 minutes.\` More than 600 per member in 60 minutes (\`likes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Removes the caller's like (idempotent)
     * Removes the caller's like (idempotent); answers the exact like_count.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns GroupCommentLikeDto
     * @throws ApiError
     */
    public static groupCommentUnlike({
        requestBody,
    }: {
        requestBody: GroupCommentIdDto,
    }): CancelablePromise<GroupCommentLikeDto> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/api/groups/group-comment-unlike',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                404: `\`Group not found\` / \`Comment not found\``,
                429: `\`Too many likes. Try again in 60 minutes.\` More than 600 per member in 60 minutes (\`likes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Deletes the caller's own comment
     * Deletes the caller's own comment.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns MessageDto
     * @throws ApiError
     */
    public static userDeleteOwnCommentInGroup({
        requestBody,
    }: {
        requestBody: GroupCommentIdDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/groups/user-delete-own-comment-in-group',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Someone else’s comment`,
                404: `\`Group not found\` / \`Comment not found\``,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Reports another member's comment, saying why (`reason`, default `other`, and optional `details`)
     * Reports another member's comment, saying why (`reason`, default `other`, and optional `details`). Once per member: reporting again updates the reason and details.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns MessageDto
     * @throws ApiError
     */
    public static reportCommentInGroup({
        requestBody,
    }: {
        requestBody: ReportGroupCommentDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/groups/report-comment-in-group',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `\`You cannot report your own comment\`, an unknown \`reason\`, or \`details\` longer than 1000 characters`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                404: `A comment you cannot see (\`Comment not found\`)`,
                429: `\`Too many reports. Try again in 60 minutes.\` More than 30 per member in 60 minutes (\`reports\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
}
