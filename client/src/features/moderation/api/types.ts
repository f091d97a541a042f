/**
 * The Moderation API's answers as issue #29 defines them (paths and fields are the contract).
 * Kept here until the SDK's generated ModerationService and DTOs replace them.
 */
export type CaseTargetType = 'post' | 'comment' | 'group' | 'group_comment' | 'user';
export type CaseStatus = 'open' | 'resolved';
export type ResolveAction = 'dismiss' | 'remove_content' | 'warn_author' | 'suspend_author';
export type MemberRole = 'user' | 'moderator' | 'paka';

/** A member named in an answer; `{user_id: null, user_name: 'cli'}` for the command-line tool. */
export interface ModMember {
  user_id: number | null;
  user_name: string;
}

export interface CaseMedia {
  media_id: number;
  /** `image`, `video` or `audio`. */
  media_type: string;
  /** Storage path (load from `/api/` + url); null until processed. */
  url: string | null;
  poster_url: string | null;
}

export interface CaseTarget {
  /** Null when the target no longer exists. */
  content: string | null;
  media: CaseMedia[];
  author: ModMember | null;
  group: { group_id: number; title: string } | null;
  post_id: number | null;
  visible: boolean;
}

export interface CaseResolution {
  action: ResolveAction;
  note: string | null;
  moderator: ModMember;
  resolved_at: string;
}

export interface ReportCase {
  report_id: number;
  target_type: CaseTargetType;
  target_id: number;
  reasons: Record<string, number>;
  reporter_count: number;
  first_reported_at: string;
  last_reported_at: string;
  status: CaseStatus;
  target: CaseTarget;
  resolution?: CaseResolution;
}

export interface ModUser {
  user_id: number;
  user_name: string;
  email: string;
  role: string;
  /** `active` or `suspended`. */
  status: string;
  /** When a timed suspension ends. */
  suspended_until: string | null;
  created_at: string;
  last_login: string | null;
  /** How many members reported this member. */
  reports_against: number;
  post_count: number;
}

export interface Registration {
  user_id: number;
  user_name: string;
  email: string;
  /** The testimony written at registration. */
  bio: string;
  created_at: string;
}

export interface AuditEntry {
  entry_id: number;
  actor: ModMember;
  action: string;
  target_type: string;
  target_id: number;
  note: string | null;
  created_at: string;
}

export interface Page<T> {
  items: T[];
  nextCursor: number | null;
}
