// Connections' public surface: the module and the friendship reads other modules may use.
export { ConnModule } from './conn.module';
export { connectionOf } from './connection-reads';
export { areFriends } from './friendships.repository';
export { blockedBetween } from './blocks.repository';
export { ConnectionEntity, FriendshipEntity } from './connection.entity';
export { exportedConnections } from './export-reads';
