import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WatchedAction } from '@pen/sdk';
import { modKeys } from '../api/keys';
import { pen } from '../../../lib/sdk';

/** Under the console's prefix, so every console action reads the list again too. */
const wordsKey = [...modKeys.all, 'watched-words'] as const;

export const useWatchedWords = () => useQuery({ queryKey: wordsKey, queryFn: async () => (await pen.moderation.listWatchedWords()).words });

export function useAddWatchedWord() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { phrase: string; action: WatchedAction }) => pen.moderation.addWatchedWord({ body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: wordsKey }),
  });
}

export function useRemoveWatchedWord() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (wordId: number) => pen.moderation.removeWatchedWord({ path: { wordId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: modKeys.all }),
  });
}
