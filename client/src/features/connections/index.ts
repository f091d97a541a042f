// What other features may use of connections: the friend button and menu of a member's page.
export { FriendButton } from './FriendButton';
export { FriendMenu } from './FriendMenu';
