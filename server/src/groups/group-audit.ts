/** What a group's admins did to its members, recorded with the group (migration GroupAuditLog). */
export const GROUP_AUDIT_ACTIONS = ['remove_member', 'care_team_add', 'care_team_remove'] as const;
export type GroupAuditAction = (typeof GROUP_AUDIT_ACTIONS)[number];

export const GROUP_LOG_PAGE = 50;
