import { type MyPrayerListDto, type TodayAnswerDto } from '@pen/sdk';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pen } from '../../lib/sdk';

/** Query keys of the prayer feature (my prayer list, the emergency strip, the reminder time). */
export const prayerKeys = {
  all: ['prayer'] as const,
  list: () => ['prayer', 'list'] as const,
  emergency: () => ['prayer', 'emergency'] as const,
  reminder: () => ['prayer', 'reminder'] as const,
  today: () => ['prayer', 'today'] as const,
};

/** The browser's IANA time zone: the reminder's default zone. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** GET /api/prayer/reminder-settings. */
export function useReminderSettings() {
  return useQuery({ queryKey: prayerKeys.reminder(), queryFn: () => pen.prayer.getReminderSettings().then((a) => a.settings) });
}

/** PUT /api/prayer/reminder-settings. */
export function useUpdateReminderSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { hour: number; timeZone: string }) => pen.prayer.updateReminderSettings({ body }),
    onSuccess: ({ settings }) => qc.setQueryData(prayerKeys.reminder(), settings),
  });
}

/** GET /api/posts/my-prayer-list, paged by cursor. */
export function useMyPrayerList() {
  return useInfiniteQuery({
    queryKey: prayerKeys.list(),
    queryFn: ({ pageParam }): Promise<MyPrayerListDto> => pen.posts.myPrayerList({ query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: MyPrayerListDto) => last.nextCursor ?? undefined,
  });
}

/**
 * POST /api/posts/commit-to-pray. A member who never chose a reminder time gets 08:00 in the
 * browser's zone saved first (the server's default zone is UTC).
 */
export function useCommitToPray() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ postId, days }: { postId: number; days: number }) => {
      const settings = await qc.fetchQuery({ queryKey: prayerKeys.reminder(), queryFn: () => pen.prayer.getReminderSettings().then((a) => a.settings) });
      if (!settings.saved) {
        const saved = await pen.prayer.updateReminderSettings({ body: { hour: settings.hour, timeZone: browserTimeZone() } });
        qc.setQueryData(prayerKeys.reminder(), saved.settings);
      }
      return pen.posts.commitToPray({ body: { postId, days } });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: prayerKeys.list() }),
  });
}

/** POST /api/posts/end-prayer-commitment. */
export function useEndCommitment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) => pen.posts.endPrayerCommitment({ body: { postId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: prayerKeys.list() }),
  });
}

/** GET /api/posts/emergency-prayers. */
export function useEmergencyPrayers() {
  return useQuery({ queryKey: prayerKeys.emergency(), queryFn: () => pen.posts.emergencyPrayers().then((a) => a.posts) });
}

/** POST /api/posts/dismiss-emergency-prayer (the card leaves the strip at once). */
export function useDismissEmergencyPrayer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) => pen.posts.dismissEmergencyPrayer({ body: { postId } }),
    onMutate: (postId) => {
      qc.setQueryData(prayerKeys.emergency(), (posts: Array<{ posts_id: number }> | undefined) => posts?.filter((p) => p.posts_id !== postId));
    },
    onSettled: () => qc.invalidateQueries({ queryKey: prayerKeys.emergency() }),
  });
}

/** The three answers to a check-in: keep open, mark answered (with a testimony), close. */
export function useCheckinAnswers() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: ['posts'] });
  return {
    keepOpen: useMutation({ mutationFn: (postId: number) => pen.posts.keepPrayerRequestOpen({ body: { postId } }) }),
    markAnswered: useMutation({
      mutationFn: ({ postId, testimony }: { postId: number; testimony?: string }) => pen.posts.markAnswered({ body: { postId, testimony } }),
      onSuccess: refresh,
    }),
    close: useMutation({ mutationFn: (postId: number) => pen.posts.closeRequest({ body: { postId } }), onSuccess: refresh }),
  };
}

/** GET /api/prayer/today: the day's selection with the count and morning push settings. */
export function useToday() {
  return useQuery({ queryKey: prayerKeys.today(), queryFn: (): Promise<TodayAnswerDto> => pen.prayer.getToday() });
}

/**
 * PUT /api/prayer/today-settings. Turning the morning push on first saves 08:00 in the browser's
 * zone as the reminder time when the member never chose one (the server's default zone is UTC).
 */
export function useUpdateTodaySettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: { count: number; morning_push?: boolean }) => {
      if (body.morning_push) {
        const settings = await qc.fetchQuery({ queryKey: prayerKeys.reminder(), queryFn: () => pen.prayer.getReminderSettings().then((a) => a.settings) });
        if (!settings.saved) {
          const saved = await pen.prayer.updateReminderSettings({ body: { hour: settings.hour, timeZone: browserTimeZone() } });
          qc.setQueryData(prayerKeys.reminder(), saved.settings);
        }
      }
      return pen.prayer.updateTodaySettings({ body });
    },
    // The controls show the choice at once (and go back if it is refused); a new count changes the selection: read it again.
    onMutate: async (body) => {
      await qc.cancelQueries({ queryKey: prayerKeys.today() });
      const before = qc.getQueryData<TodayAnswerDto>(prayerKeys.today());
      qc.setQueryData<TodayAnswerDto>(prayerKeys.today(), (today) => today && { ...today, count: body.count, morning_push: body.morning_push ?? today.morning_push });
      return { before };
    },
    onError: (_err, _body, context) => qc.setQueryData(prayerKeys.today(), context?.before),
    onSettled: () => qc.invalidateQueries({ queryKey: prayerKeys.today() }),
  });
}
