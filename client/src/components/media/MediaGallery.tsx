import { Trans, useLingui } from '@lingui/react/macro';
import './media.css';
import { AudioPlayer } from './AudioPlayer';
import { FloatingAudioController } from './FloatingAudioController';
import { MediaRetry } from './MediaRetry';
import type { UploadTarget } from './useMediaUpload';
import { useRefreshWhileProcessing } from './useRefreshWhileProcessing';
import { VideoPlayer } from './VideoPlayer';

/** One media file as the API lists it (posts: MediaItemDto). */
export interface ShownMedia {
  media_id: number;
  type: 'image' | 'video' | 'audio';
  path: string | null;
  poster_path?: string | null;
  width?: number | null;
  height?: number | null;
  media_state?: 'pending' | 'ready' | 'failed';
  /** The author's description (issue 41): the image's alt text, the video's or recording's accessible name. */
  description?: string | null;
}

/** A file of this kind could not be processed; its author (`retry`) may choose it again. */
export function MediaFailed({ kind, retry }: { kind: ShownMedia['type']; retry?: UploadTarget }) {
  return (
    <div className="media-state failed">
      <p role="status">{retry ? <Trans>This media could not be processed. Choose the file again to retry.</Trans> : <Trans>This media could not be processed.</Trans>}</p>
      {retry ? <MediaRetry target={retry} kind={kind} /> : null}
    </div>
  );
}

/** Media is loaded from the API base plus the stored path (spec). */
export const mediaUrl = (path: string): string => `/api/${path.replace(/^\/+/, '')}`;

/**
 * Images in a grid (1–4), a video, or a recording; pending and failed files show their state.
 * `retry` (for the author) is where a failed file is uploaded again: the failed state then offers Retry.
 */
export function MediaGallery({ media, label, retry }: { media: ShownMedia[]; label: string; retry?: UploadTarget }) {
  const { t } = useLingui();
  const failed = media.some((m) => m.media_state === 'failed');
  const pending = !failed && media.some((m) => !m.path);
  // The author sees the post before its media is ready: fetch again until it is.
  useRefreshWhileProcessing(pending);
  if (media.length === 0) return null;
  if (failed) return <MediaFailed kind={(media.find((m) => m.media_state === 'failed') ?? media[0]).type} retry={retry} />;
  if (pending) {
    return (
      <p className="media-state pending" role="status">
        <span className="spinner small" aria-hidden="true" /> <Trans>Your media is being processed…</Trans>
      </p>
    );
  }
  const imageName = (n: number, count: number) => t`${label}: image ${n} of ${count}`;
  const images = media.filter((m) => m.type === 'image');
  const video = media.find((m) => m.type === 'video');
  const audio = media.find((m) => m.type === 'audio');
  return (
    <div className="media-gallery">
      {images.length > 0 ? (
        <div className={`image-grid count-${Math.min(images.length, 4)}`}>
          {images.map((m, i) => (
            <a key={m.media_id} href={mediaUrl(m.path!)} target="_blank" rel="noreferrer" className="image-cell">
              <img src={mediaUrl(m.path!)} alt={m.description || imageName(i + 1, images.length)} loading="lazy" width={m.width ?? undefined} height={m.height ?? undefined} />
            </a>
          ))}
        </div>
      ) : null}
      {video ? <VideoPlayer src={mediaUrl(video.path!)} poster={video.poster_path ? mediaUrl(video.poster_path) : undefined} width={video.width} height={video.height} label={video.description || undefined} /> : null}
      {audio ? (
        <>
          <AudioPlayer src={mediaUrl(audio.path!)} title={audio.description || label} />
          <FloatingAudioController />
        </>
      ) : null}
    </div>
  );
}
