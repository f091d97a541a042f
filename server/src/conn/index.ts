// Connections' public surface: the module and the friendship reads other modules may use.
export { ConnModule } from './conn.module';
export { connectionOf, exportedConnections } from './connections.repository';
export { areFriends } from './friendships.repository';
export { blockedBetween } from './blocks.repository';
export { ConnectionEntity, FriendshipEntity } from './connection.entity';
