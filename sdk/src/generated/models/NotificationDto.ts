/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { NotificationActorDto } from './NotificationActorDto';
export type NotificationDto = {
    notification_type: 'like' | 'comment' | 'group_comment' | 'group_join_request' | 'invitation' | 'follow' | 'follow_accept' | 'mention' | 'message' | 'moderation' | 'report_resolved' | 'prayer_reminder' | 'prayer_checkin' | 'prayer' | 'prayer_answered' | 'prayer_closed';
    notification_id: number;
    /**
     * Where a click leads (a client route such as /post/12), or null.
     */
    link: string | null;
    /**
     * The sentence to show, e.g. `Anna liked your post: “first words…”`.
     */
    content: string;
    created_at: string;
    /**
     * null while unread.
     */
    read_at: string | null;
    /**
     * The member whose action caused the notification, for the avatar.
     */
    actor: NotificationActorDto | null;
};

