import { Module } from '@nestjs/common';
import { ReportsModule } from '../reports';
import { BlocksService } from './blocks.service';
import { ConnController } from './conn.controller';
import { ConnectionsService } from './connections.service';
import { UserSearchService } from './user-search.service';

/** Connections (friends), blocks and mutes, and user search. Other modules read friendships through index.ts. */
@Module({
  imports: [ReportsModule],
  controllers: [ConnController],
  providers: [ConnectionsService, UserSearchService, BlocksService],
  exports: [ConnectionsService],
})
export class ConnModule {}
