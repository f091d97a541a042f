import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Care teams (issue 44). `group_care_team` (groups): the members a group's admins named to be told
 * at once of an emergency request in the group; a row only counts while its member is an accepted
 * member (the reads join group_members), and goes with the group or the account.
 * `prayer_reach_outs` (prayer): a care team member's "I'm reaching out" on an emergency request,
 * one per request and member; `anonymous` spares the author the member's name (the team still
 * sees it, so no one is called twice).
 */
export class CareTeams1796583806197 implements MigrationInterface {
  name = 'CareTeams1796583806197';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE group_care_team (
        group_id int NOT NULL REFERENCES groups(group_id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        added_by int,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (group_id, user_id)
      )`);
    await q.query(`
      CREATE TABLE prayer_reach_outs (
        post_id int NOT NULL REFERENCES posts(posts_id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        anonymous boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (post_id, user_id)
      )`);
    // The account purge and a member's own export find their reach-outs by member.
    await q.query(`CREATE INDEX prayer_reach_outs_user_idx ON prayer_reach_outs (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS prayer_reach_outs`);
    await q.query(`DROP TABLE IF EXISTS group_care_team`);
  }
}
