import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '@pen/sdk';
import { useEffect, useRef, useState } from 'react';
import { AUDIO_TYPES, IMAGE_TYPES, MESSAGES, VIDEO_TYPES, type MediaKind } from './media-rules';
import { useMediaDraft } from './useMediaDraft';
import { useMediaUpload, type UploadTarget } from './useMediaUpload';

const ACCEPT: Record<MediaKind, string[]> = { image: IMAGE_TYPES, video: VIDEO_TYPES, audio: AUDIO_TYPES };

/**
 * The author's Retry for files that could not be processed: choose the file (or another of the
 * same kind) again and it is uploaded to the same post or comment. The server counts an upload to
 * a target whose files failed as the retry: the failed files make room and the target goes back
 * to processing (media-upload.service), so the post shows "being processed" and then its media.
 * The same checks as the composer (type, size, image downscaling, the video check) apply.
 */
export function MediaRetry({ target, kind }: { target: UploadTarget; kind: MediaKind }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const draft = useMediaDraft({ allowAudio: kind === 'audio', onError: setProblem });
  const upload = useMediaUpload();
  const { items, clear } = draft;

  // A checked selection is uploaded at once; the draft only exists to run the composer's checks.
  useEffect(() => {
    if (items.length === 0) return;
    const chosen = items;
    clear();
    upload.mutate({ target, items: chosen }, { onError: (err) => setProblem(errorMessage(err, MESSAGES.uploadFailed)) });
  }, [items]);

  const busy = draft.checking || upload.isPending;
  return (
    <>
      <button type="button" className="media-retry" onClick={() => input.current?.click()} disabled={busy}>
        {busy ? <Trans>Uploading…</Trans> : <Trans>Retry</Trans>}
      </button>
      <input
        ref={input}
        type="file"
        multiple={kind === 'image'}
        accept={ACCEPT[kind].join(',')}
        className="visually-hidden"
        aria-label={kind === 'image' ? t`Choose the photos again` : kind === 'video' ? t`Choose the video again` : t`Choose the recording again`}
        tabIndex={-1}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          setProblem(undefined);
          void draft.add(files);
        }}
      />
      {problem ? (
        <span className="media-retry-problem" role="alert">
          {problem}
        </span>
      ) : null}
    </>
  );
}
