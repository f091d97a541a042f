import type { PostDto, TodayAnswerDto, TodayRequestDto } from '@pen/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatRelative } from '../../lib/format';
import { prayerKeys } from './api';
import type { PostCardHost } from './post-card-host';

/**
 * A Today item as the "I prayed" button reads it: pressed when the member prayed today (a prayer
 * of an earlier day is pressed again by praying, which the server records as today's).
 */
export const asPrayCard = (item: TodayRequestDto) => ({ posts_id: item.posts_id, is_prayed: item.prayed_today, prayer_count: item.prayer_count });

/** `item` after "I prayed" turned to `prayed`: a prayer of an earlier day moves to today and counts once. */
function prayedTo(item: TodayRequestDto, prayed: boolean, count?: number): TodayRequestDto {
  const moved = prayed === item.is_prayed ? 0 : prayed ? 1 : -1;
  return { ...item, is_prayed: prayed, prayed_today: prayed, prayer_count: count ?? Math.max(0, item.prayer_count + moved) };
}

/**
 * The PostCardHost of the Today page: "I prayed" changes the day's selection in its cache at once
 * (and back if the server refuses); the server's answer is applied there, and the posts' and my
 * prayer list's caches are read again, as they show the same prayer. Its items are no post
 * cards: the `change` posts hand it is read only for the prayer it makes.
 */
export function useTodayHost(): PostCardHost {
  const qc = useQueryClient();
  return useMemo((): PostCardHost => {
    const apply = (postId: number, change: (post: PostDto) => PostDto, exact: boolean) =>
      qc.setQueryData<TodayAnswerDto>(prayerKeys.today(), (today) =>
        today && {
          ...today,
          requests: today.requests.map((item) => {
            if (item.posts_id !== postId) return item;
            const next = change(asPrayCard(item) as PostDto);
            return prayedTo(item, next.is_prayed, exact ? next.prayer_count : undefined);
          }),
        },
      );
    return {
      changeOptimistically: async (postId, change) => {
        await qc.cancelQueries({ queryKey: prayerKeys.today() });
        const before = qc.getQueryData<TodayAnswerDto>(prayerKeys.today());
        apply(postId, change, false);
        return () => qc.setQueryData(prayerKeys.today(), before);
      },
      update: (postId, change) => {
        apply(postId, change, true);
        void qc.invalidateQueries({ queryKey: ['posts'] });
        void qc.invalidateQueries({ queryKey: prayerKeys.list() });
      },
      whoPrayedKey: (postId) => ['posts', 'post', postId, 'prayers'] as const,
      member: (m, nameClassName) => <span className={nameClassName}>{m.user_name}</span>,
      date: (iso) => formatRelative(iso),
    };
  }, [qc]);
}
