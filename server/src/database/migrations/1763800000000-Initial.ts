import { MigrationInterface, QueryRunner } from 'typeorm';

/** The whole first schema: accounts, content, groups, connections, notifications, push. */
export class Initial1763800000000 implements MigrationInterface {
  name = 'Initial1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    await q.query(`
      CREATE TABLE users (
        user_id serial PRIMARY KEY,
        email varchar(255) NOT NULL,
        password_hash text NOT NULL,
        user_name varchar(100) NOT NULL,
        user_code varchar(50),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_login timestamptz,
        role varchar(20) NOT NULL DEFAULT 'user',
        status varchar(20) NOT NULL DEFAULT 'active',
        profile_picture varchar(300) NOT NULL DEFAULT 'uploads/profile_images/default-profile.png',
        bio varchar(700) NOT NULL DEFAULT 'User Bio',
        mode varchar(20) NOT NULL DEFAULT 'none',
        updated_at timestamptz NOT NULL DEFAULT now(),
        verified smallint NOT NULL DEFAULT 0,
        receive_email_notifications boolean NOT NULL DEFAULT true,
        deleted_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_lower_uq ON users (lower(email))`);
    await q.query(`CREATE UNIQUE INDEX users_user_code_lower_uq ON users (lower(user_code)) WHERE user_code IS NOT NULL`);
    await q.query(`CREATE INDEX users_user_name_trgm ON users USING gin (lower(user_name) gin_trgm_ops)`);

    await q.query(`
      CREATE TABLE device_sessions (
        session_id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        device_id varchar(100) NOT NULL,
        user_agent varchar(500) NOT NULL DEFAULT '',
        ip_address varchar(64) NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NOT NULL DEFAULT now(),
        refresh_token_hash varchar(128) NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX device_sessions_user_device_uq ON device_sessions (user_id, device_id)`);

    await q.query(`
      CREATE TABLE email_tokens (
        token_id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        kind varchar(10) NOT NULL,
        token_hash varchar(128) NOT NULL UNIQUE,
        email varchar(255) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX email_tokens_user_idx ON email_tokens (user_id)`);

    await q.query(`
      CREATE TABLE terms_of_service (
        terms_id serial PRIMARY KEY,
        version int NOT NULL UNIQUE,
        content text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE announcements (
        announcement_id serial PRIMARY KEY,
        message varchar(1000) NOT NULL,
        display_from timestamptz NOT NULL,
        display_until timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (display_until >= display_from)
      )`);
    await q.query(`CREATE INDEX announcements_window_idx ON announcements (display_until, display_from)`);

    await q.query(`
      CREATE TABLE cookie_consents (
        user_id int PRIMARY KEY REFERENCES users(user_id) ON DELETE CASCADE,
        pakolliset boolean NOT NULL DEFAULT true,
        analytics boolean NOT NULL DEFAULT false,
        ads boolean NOT NULL DEFAULT false,
        personalization boolean NOT NULL DEFAULT false,
        date_saved timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE posts (
        posts_id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        content varchar(5000) NOT NULL DEFAULT '',
        visibility varchar(10) NOT NULL DEFAULT 'public' CHECK (visibility IN ('public', 'friends')),
        post_type varchar(30) NOT NULL DEFAULT 'normal' CHECK (post_type IN ('normal', 'pray_request', 'emergency_pray_request')),
        is_ready boolean NOT NULL DEFAULT true,
        media_state varchar(12) NOT NULL DEFAULT 'none',
        like_count int NOT NULL DEFAULT 0 CHECK (like_count >= 0),
        comment_count int NOT NULL DEFAULT 0 CHECK (comment_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The feed walks this index newest-first; per-author lists use the second.
    await q.query(`CREATE INDEX posts_feed_idx ON posts (created_at DESC, posts_id DESC) WHERE is_ready`);
    await q.query(`CREATE INDEX posts_author_idx ON posts (user_id, created_at DESC, posts_id DESC)`);

    await q.query(`
      CREATE TABLE comments (
        comment_id serial PRIMARY KEY,
        post_id int NOT NULL REFERENCES posts(posts_id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        content varchar(2000) NOT NULL DEFAULT '',
        is_ready boolean NOT NULL DEFAULT true,
        like_count int NOT NULL DEFAULT 0 CHECK (like_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX comments_post_idx ON comments (post_id, created_at DESC, comment_id DESC)`);
    await q.query(`CREATE INDEX comments_user_idx ON comments (user_id)`);

    await q.query(`
      CREATE TABLE post_likes (
        posts_id int NOT NULL REFERENCES posts(posts_id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (posts_id, user_id)
      )`);
    await q.query(`CREATE INDEX post_likes_user_idx ON post_likes (user_id)`);
    await q.query(`
      CREATE TABLE comment_likes (
        comment_id int NOT NULL REFERENCES comments(comment_id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (comment_id, user_id)
      )`);
    await q.query(`CREATE INDEX comment_likes_user_idx ON comment_likes (user_id)`);

    await q.query(`
      CREATE TABLE reports (
        report_id serial PRIMARY KEY,
        reporter_id int NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        target_type varchar(20) NOT NULL CHECK (target_type IN ('post', 'comment', 'group', 'group_comment')),
        target_id int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX reports_reporter_target_uq ON reports (reporter_id, target_type, target_id)`);

    await q.query(`
      CREATE TABLE connections (
        connections_id serial PRIMARY KEY,
        sender_id int NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        receiver_id int NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (sender_id <> receiver_id)
      )`);
    await q.query(`CREATE UNIQUE INDEX connections_pair_uq ON connections (LEAST(sender_id, receiver_id), GREATEST(sender_id, receiver_id))`);
    await q.query(`CREATE INDEX connections_receiver_idx ON connections (receiver_id, status)`);
    await q.query(`CREATE INDEX connections_sender_idx ON connections (sender_id, status)`);
    await q.query(`
      CREATE TABLE friendships (
        user_id int NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        friend_id int NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, friend_id)
      )`);

    await q.query(`
      CREATE TABLE groups (
        group_id serial PRIMARY KEY,
        title varchar(120) NOT NULL,
        description varchar(700) NOT NULL,
        theme_color varchar(7) NOT NULL DEFAULT '#7da9d9',
        visibility varchar(15) NOT NULL DEFAULT 'group_public' CHECK (visibility IN ('group_public', 'group_private')),
        is_active boolean NOT NULL DEFAULT true,
        host_user_id int NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        comment_count int NOT NULL DEFAULT 0 CHECK (comment_count >= 0),
        member_count int NOT NULL DEFAULT 0 CHECK (member_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX groups_search_trgm ON groups USING gin ((lower(title) || ' ' || lower(description)) gin_trgm_ops) WHERE visibility = 'group_public'`);
    await q.query(`
      CREATE TABLE group_members (
        group_id int NOT NULL REFERENCES groups(group_id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted')),
        role varchar(10) NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'admin')),
        joined_at timestamptz NOT NULL DEFAULT now(),
        inviter_id int NOT NULL,
        invitee_id int NOT NULL,
        PRIMARY KEY (group_id, user_id)
      )`);
    await q.query(`CREATE INDEX group_members_user_idx ON group_members (user_id, status)`);
    await q.query(`
      CREATE TABLE group_comments (
        comment_id serial PRIMARY KEY,
        group_id int NOT NULL REFERENCES groups(group_id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        content varchar(2000) NOT NULL DEFAULT '',
        is_ready boolean NOT NULL DEFAULT true,
        like_count int NOT NULL DEFAULT 0 CHECK (like_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX group_comments_group_idx ON group_comments (group_id, created_at DESC, comment_id DESC)`);
    await q.query(`CREATE INDEX group_comments_user_idx ON group_comments (user_id)`);
    await q.query(`
      CREATE TABLE group_comment_likes (
        comment_id int NOT NULL REFERENCES group_comments(comment_id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (comment_id, user_id)
      )`);
    await q.query(`CREATE INDEX group_comment_likes_user_idx ON group_comment_likes (user_id)`);

    await q.query(`
      CREATE TABLE media (
        media_id serial PRIMARY KEY,
        posts_id int REFERENCES posts(posts_id) ON DELETE CASCADE,
        comment_id int REFERENCES comments(comment_id) ON DELETE CASCADE,
        group_comment_id int REFERENCES group_comments(comment_id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        media_type varchar(10) NOT NULL CHECK (media_type IN ('image', 'video', 'audio')),
        path varchar(300),
        poster_path varchar(300),
        source_key varchar(300),
        width int,
        height int,
        duration_s real,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'ready', 'failed')),
        position smallint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (num_nonnulls(posts_id, comment_id, group_comment_id) = 1)
      )`);
    await q.query(`CREATE INDEX media_post_idx ON media (posts_id, position) WHERE posts_id IS NOT NULL`);
    await q.query(`CREATE INDEX media_comment_idx ON media (comment_id) WHERE comment_id IS NOT NULL`);
    await q.query(`CREATE INDEX media_group_comment_idx ON media (group_comment_id) WHERE group_comment_id IS NOT NULL`);

    await q.query(`
      CREATE TABLE notifications (
        notification_id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        actor_id int REFERENCES users(user_id) ON DELETE CASCADE,
        notification_type varchar(30) NOT NULL,
        link varchar(300),
        content varchar(500) NOT NULL,
        dedupe_key varchar(200),
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz,
        emailed_at timestamptz
      )`);
    await q.query(`CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, notification_id DESC)`);
    await q.query(`CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL`);
    await q.query(`CREATE UNIQUE INDEX notifications_dedupe_uq ON notifications (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL`);

    await q.query(`
      CREATE TABLE push_subscriptions (
        subscription_id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        endpoint text NOT NULL UNIQUE,
        p256dh varchar(200) NOT NULL,
        auth varchar(100) NOT NULL,
        expiration_time timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'push_subscriptions', 'notifications', 'media', 'group_comment_likes', 'group_comments', 'group_members', 'groups',
      'friendships', 'connections', 'reports', 'comment_likes', 'post_likes', 'comments', 'posts', 'cookie_consents',
      'announcements', 'terms_of_service', 'email_tokens', 'device_sessions', 'users',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    }
  }
}
