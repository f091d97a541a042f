import { MigrationInterface, QueryRunner } from 'typeorm';

const TERMS_V1 = `Terms of Service

Effective 21 April 2025

1. Who we are
Pen is a faith-centred social network where Christians share testimonies, posts, prayer requests and comments, befriend one another and gather in groups.

2. Your account
You must give a true e-mail address and keep your password secret. One person, one account. You must be at least 13 years old to register.

3. Your testimony and content
You keep the rights to what you post. By posting you allow us to store it and show it to the audience you choose: public posts are visible to every member, friends-only posts to you and your accepted connections. Friends-only content is not end-to-end encrypted.

4. Acceptable use
Be kind. Do not post anything unlawful, hateful, harassing, sexually explicit or violent, do not impersonate others, do not send spam and do not try to break or overload the service. We may remove content or suspend accounts that break these rules. Members can report posts, comments and groups.

5. Prayer requests
Prayer requests are shared in trust. Do not copy them outside the service without the author's consent.

6. Groups
Group hosts and admins moderate their groups. Private groups are hidden from search, but their members can still see and share what is posted there.

7. Deleting your account
You can delete your account at any time in your profile settings. It stops working at once and your data is removed within 30 days.

8. Changes
We may update these terms. The latest version is always shown on this page.

9. Contact
Questions about these terms: see the contact page.`;

export class SeedTermsOfService1763800000001 implements MigrationInterface {
  name = 'SeedTermsOfService1763800000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`INSERT INTO terms_of_service (version, content) VALUES (1, $1) ON CONFLICT (version) DO NOTHING`, [TERMS_V1]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM terms_of_service WHERE version = 1`);
  }
}
