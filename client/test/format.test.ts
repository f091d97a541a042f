import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayHeading, formatDayMonth, formatLongDate, formatNumber, formatRecent, formatRelative, formatTime } from '../src/lib/format';
import { activateLocale } from '../src/lib/i18n/activate';

describe('dates and numbers in the active language', () => {
  const now = Date.parse('2025-04-21T12:00:00Z');

  it('shows recent times relative and older ones as a date, in English', () => {
    expect(formatRelative('2025-04-21T11:59:30Z', now)).toBe('now');
    expect(formatRelative('2025-04-21T11:15:00Z', now)).toBe('45 min ago');
    expect(formatRelative('2025-04-21T07:00:00Z', now)).toBe('5 hr ago');
    expect(formatRelative('2025-04-18T12:00:00Z', now)).toBe('3 days ago');
    expect(formatRelative('2025-01-02T12:00:00Z', now)).toBe('2 Jan 2025');
    expect(formatRelative('not a date', now)).toBe('');
  });

  it('says the same in Finnish', async () => {
    await activateLocale('fi');
    expect(formatRelative('2025-04-21T11:59:30Z', now)).toBe('nyt');
    expect(formatRelative('2025-04-21T11:55:00Z', now)).toBe('5 min sitten');
    expect(formatRelative('2025-04-21T07:00:00Z', now)).toBe('5 t sitten');
    expect(formatRelative('2025-01-02T12:00:00Z', now)).toBe('2.1.2025');
  });

  it('writes dates, times and numbers the English or the Finnish way', async () => {
    const at = new Date(2025, 3, 21, 18, 5);
    expect([formatDate(at), formatLongDate(at), formatDayMonth(at), formatTime(at), formatDateTime(at), formatNumber(12345.5)]).toEqual([
      '21 Apr 2025', '21 April 2025', '21 Apr', '18:05', '21 Apr 2025, 18:05', '12,345.5',
    ]);
    await activateLocale('fi');
    expect([formatDate(at), formatLongDate(at), formatDayMonth(at), formatTime(at), formatDateTime(at), formatNumber(12345.5)]).toEqual([
      '21.4.2025', '21. huhtikuuta 2025', '21.4.', '18.05', '21.4.2025 klo 18.05', '12\u00a0345,5',
    ]);
  });

  it('names today, yesterday, weekdays, then dates', async () => {
    const today = new Date(2026, 2, 10, 18, 0);
    expect(formatDayHeading(new Date(2026, 2, 10, 8, 0), today)).toBe('Today');
    expect(formatDayHeading(new Date(2026, 2, 9, 23, 0), today)).toBe('Yesterday');
    expect(formatDayHeading(new Date(2026, 2, 6, 12, 0), today)).toBe('Friday');
    expect(formatDayHeading(new Date(2026, 0, 2, 12, 0), today)).toBe('2 January');
    expect(formatDayHeading(new Date(2025, 11, 24, 12, 0), today)).toBe('24 December 2025');
    await activateLocale('fi');
    expect(formatDayHeading(new Date(2026, 2, 10, 8, 0), today)).toBe('Tänään');
    expect(formatDayHeading(new Date(2026, 2, 9, 23, 0), today)).toBe('Eilen');
    expect(formatDayHeading(new Date(2026, 2, 6, 12, 0), today)).toBe('Perjantai');
  });

  it('shows only the time for today and the date with it otherwise', () => {
    const today = new Date(2026, 2, 10, 18, 0);
    expect(formatRecent(new Date(2026, 2, 10, 9, 30), today)).toBe('09:30');
    expect(formatRecent(new Date(2026, 2, 9, 9, 30), today)).toBe('9 Mar 2026, 09:30');
  });
});
