import { t } from '@lingui/core/macro';

/**
 * The scopes a member may give an API key (issue 45), in the order the key form lists them: the
 * fine-grained ones, then `read` and `write`, which stand for their sets. The server's table
 * (server/src/common/app-scope-check.ts) is what the guards enforce; the consent page shows its
 * sentences, the key form these shorter ones.
 */
export const KEY_SCOPES = [
  'posts:read',
  'posts:write',
  'prayer:read',
  'prayer:write',
  'connections:read',
  'connections:write',
  'groups:read',
  'groups:write',
  'notifications:read',
  'profile',
  'read',
  'write',
] as const;
export type KeyScope = (typeof KEY_SCOPES)[number];

/** Short name of a scope an app or key may hold, for lists (the consent page shows the server's full sentences). */
export function scopeLabel(scope: string): string {
  switch (scope) {
    case 'openid':
      return t`Sign-in`;
    case 'profile':
      return t`Profile`;
    case 'email':
      return t`E-mail address`;
    case 'read':
      return t`Read`;
    case 'write':
      return t`Write`;
    case 'notifications':
    case 'notifications:read':
      return t`Notifications`;
    case 'posts:read':
      return t`Read posts`;
    case 'posts:write':
      return t`Write posts`;
    case 'prayer:read':
      return t`Read prayer`;
    case 'prayer:write':
      return t`Pray`;
    case 'connections:read':
      return t`Read connections`;
    case 'connections:write':
      return t`Change connections`;
    case 'groups:read':
      return t`Read groups`;
    case 'groups:write':
      return t`Take part in groups`;
    default:
      return scope;
  }
}

/** What a key with the scope may do, in plain words, for the key form. */
export function scopeDescription(scope: KeyScope): string {
  switch (scope) {
    case 'posts:read':
      return t`See the feed, posts, comments and prayer requests you can see`;
    case 'posts:write':
      return t`Write posts and prayer requests, comment, like, report, upload pictures and delete your posts and comments`;
    case 'prayer:read':
      return t`See who prayed, your prayer list, urgent prayer requests and your reminder settings`;
    case 'prayer:write':
      return t`Say that you prayed, commit to pray, mark your prayer requests answered, close or reopen them, change reminders`;
    case 'connections:read':
      return t`See your connections, friend requests, blocked and muted members, and find members`;
    case 'connections:write':
      return t`Send, accept and decline friend requests, remove connections, block, mute or report members`;
    case 'groups:read':
      return t`See your groups and the groups you can find`;
    case 'groups:write':
      return t`Create, join and leave groups, invite members, comment in groups and run the groups you administer`;
    case 'notifications:read':
      return t`Read your notifications and mark them as read`;
    case 'profile':
      return t`See your profile: name, picture, language, e-mail address and settings`;
    case 'read':
      return t`Everything above that reads, your profile and notifications included`;
    case 'write':
      return t`Everything above that writes, and changing your profile picture, language and e-mail notification setting`;
  }
}
