import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A group card shows its first accepted members, admins first (the avatars of my-groups and the
 * group search). Through the primary key that meant reading and sorting every member of each
 * group: 100 rows for each card at the benchmark's group size, and as many as the group has in
 * general. This partial index holds the accepted members in the card's order, so a card reads
 * its five.
 */
export class GroupCardMembersIndex1764300000000 implements MigrationInterface {
  name = 'GroupCardMembersIndex1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX group_members_card_idx ON group_members (group_id, (role = 'admin') DESC, joined_at, user_id) WHERE status = 'accepted'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS group_members_card_idx`);
  }
}
