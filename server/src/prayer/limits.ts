/** The prayer module's sizes and defaults, shared by its services and the statements that embed them. */

/** Members per page of "who prayed". */
export const PRAYERS_PAGE_SIZE = 50;

/** The emergency strip shows at most this many requests. */
export const EMERGENCY_STRIP_SIZE = 3;

/** A member's reminder time until they choose one. */
export const DEFAULT_REMINDER_HOUR = 8;
export const DEFAULT_TIME_ZONE = 'UTC';

/**
 * How long after the reminder time a missed reminder still comes that day (the worker was down,
 * the sweep ran late, the member committed or chose their time a little later).
 */
export const REMINDER_LATE_HOURS = 2;

/** Check-ins asked per statement of the sweep. */
export const CHECKIN_BATCH = 500;

/** Requests in a member's Today selection until they choose (1–20). */
export const DEFAULT_TODAY_COUNT = 5;
export const TODAY_COUNT_MIN = 1;
export const TODAY_COUNT_MAX = 20;
