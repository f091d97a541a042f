/**
 * The Moderation API's answers as issue #29 defines them (paths and fields are the contract).
 * Kept here until the SDK's generated ModerationService and DTOs replace them.
 */
export type CaseTargetType = 'post' | 'comment' | 'group' | 'group_comment' | 'user';
export type CaseStatus = 'open' | 'resolved';
export type ResolveAction = 'dismiss' | 'remove_content' | 'warn_author' | 'suspend_author';
export type MemberRole = 'user' | 'moderator' | 'paka';

export interface ModMember {
  user_id: number;
  user_name: string;
}

export interface CaseMedia {
  media_id: number;
  type: 'image' | 'video' | 'audio';
  path: string | null;
  poster_path?: string | null;
}

export interface CaseTarget {
  content?: string | null;
  media?: CaseMedia[];
  author?: ModMember | null;
  group?: { group_id: number; group_name: string } | null;
  visible: boolean;
}

export interface CaseResolution {
  action: ResolveAction;
  note: string | null;
  moderator: ModMember | null;
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
  target: CaseTarget | null;
  resolution?: CaseResolution | null;
}

export interface ModUser {
  user_id: number;
  user_name: string;
  email?: string;
  status: string;
  role: string;
  created_at: string;
  last_login: string | null;
  report_count: number;
  post_count: number;
}

export interface Registration {
  user_id: number;
  user_name: string;
  email?: string;
  created_at: string;
  bio?: string | null;
}

export interface AuditEntry {
  entry_id: number;
  actor: ModMember | null;
  action: string;
  target_type: string;
  target_id: number | null;
  note: string | null;
  created_at: string;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
