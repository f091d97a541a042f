export class SessionDto {
  session_id: number;
  /** The client's device identifier. */
  device_id: string;
  /** The browser's user agent, at most 500 characters. */
  user_agent: string;
  ip_address: string;
  created_at: Date;
  last_used_at: Date;
  /** True for the session making this request. */
  current: boolean;
}

export class SessionsDto {
  /** Most recently used first. */
  sessions: SessionDto[];
}
