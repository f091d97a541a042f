import { type UploadAcceptedDto } from '@pen/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DraftMedia } from './media-rules';
import { pen } from '../../lib/sdk';

/** What the files belong to; a group comment is named unambiguously. */
export type UploadTarget = { postId: number } | { commentId: number } | { groupCommentId: number };

/**
 * Uploads all files of a draft in one call (the server makes the post or comment ready once
 * every file is processed). Progress marks 30 when the upload starts and 100 when it is
 * accepted, as the spec says.
 */
export function useMediaUpload() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: async ({ target, items }: { target: UploadTarget; items: DraftMedia[] }): Promise<UploadAcceptedDto | undefined> => {
      if (items.length === 0) return undefined;
      setProgress(30);
      // Target fields first: the server refuses a wrong target before storing any byte.
      const formData = { ...target, files: items.map((i) => i.file) };
      const kind = items[0].kind;
      const answer =
        kind === 'image'
          ? await pen.media.uploadImages({ body: formData })
          : kind === 'video'
            ? await pen.media.uploadVideo({ body: formData })
            : await pen.media.uploadAudio({ body: formData });
      // Descriptions (alt text) name the accepted files, which the answer lists in the order sent.
      await Promise.all(
        items.map((item, i) => {
          const mediaId = answer.media[i]?.media_id;
          const description = item.description?.trim();
          return mediaId && description ? pen.media.updateMediaDescription({ path: { mediaId }, body: { description } }) : Promise.resolve();
        }),
      );
      setProgress(100);
      return answer;
    },
    onError: () => setProgress(0),
    onSuccess: () => {
      // The post or comment appears once processed: lists refetch and show it when ready.
      void queryClient.invalidateQueries({ queryKey: ['posts'] });
      void queryClient.invalidateQueries({ queryKey: ['groups'] });
    },
  });
  return { ...mutation, progress, resetProgress: () => setProgress(0) };
}
