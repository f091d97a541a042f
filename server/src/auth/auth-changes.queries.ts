/** The PostgreSQL channel the auth-change triggers notify (migration AuthChangeNotify). */
const AUTH_CHANNEL = 'pen_auth';

export const LISTEN_AUTH_CHANGES_SQL = `LISTEN ${AUTH_CHANNEL}`;
