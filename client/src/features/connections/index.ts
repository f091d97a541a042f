// What other features may use of connections: the friend button and menu of a member's page,
// block and mute with their confirmations, the report dialog (with its offer to block), and the
// lists of blocked and muted members.
export { FriendButton } from './FriendButton';
export { FriendMenu } from './FriendMenu';
export { BlockedMembersCard, MutedMembersCard } from './SafetyLists';
export { useMemberSafety } from './useMemberSafety';
export { useReport } from './useReport';
export { useBlockedByMe } from './useBlockedByMe';
