import { t } from '@lingui/core/macro';

/** The spec's media limits and messages, as the server enforces them (server/src/media/media-limits.ts). */
export const MB = 1024 * 1024;
export const MAX_IMAGES = 4;
export const MAX_VIDEO_BYTES = 1000 * MB;
export const MAX_VIDEO_SECONDS = 600;
export const MAX_AUDIO_SECONDS = 1800;
export const IMAGE_MAX_WIDTH = 1280;
export const IMAGE_QUALITY = 0.7;

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'];
export const AUDIO_TYPES = ['audio/webm', 'audio/mpeg', 'audio/wav', 'audio/x-wav', 'audio/wave', 'audio/mp4'];

/** The messages, each read in the active language when it is shown (getters, not fixed strings). */
export const MESSAGES = {
  get oneType() { return t`You can only upload one media type at a time.`; },
  get oneVideo() { return t`Only one video allowed per post.`; },
  get oneAudio() { return t`Only one audio recording allowed per post.`; },
  get maxImages() { return t`Maximum 4 images allowed.`; },
  get videoTooLarge() { return t`Video is too large`; },
  get videoTooLong() { return t`Video is longer than 10 minutes.`; },
  get invalidVideo() { return t`Invalid video file.`; },
  get waitVideo() { return t`Wait for video processing to complete.`; },
  get audioInGroup() { return t`Audio files are not supported at the moment.`; },
  get unsupported() { return t`This file type is not supported. Use JPEG, PNG, GIF or WebP images, an MP4, WebM or MOV video, or WebM, MP3 or WAV audio.`; },
  get imageTooLarge() { return t`Image is too large (maximum 20 MB).`; },
  get readError() { return t`Error reading file`; },
  get uploadFailed() { return t`Media upload failed`; },
};

export type MediaKind = 'image' | 'video' | 'audio';

/** A file chosen or recorded in a composer, before upload. */
export interface DraftMedia {
  id: string;
  kind: MediaKind;
  file: File;
  /** Object URL for the preview (revoked when removed). */
  url: string;
  /** Seconds, for video and audio. */
  duration?: number;
  /** What the author says it shows or holds (issue 41), sent once the upload is accepted. */
  description?: string;
}

export function kindOfType(type: string): MediaKind | undefined {
  const base = type.split(';')[0].trim().toLowerCase();
  if (IMAGE_TYPES.includes(base)) return 'image';
  if (VIDEO_TYPES.includes(base)) return 'video';
  if (AUDIO_TYPES.includes(base)) return 'audio';
  return undefined;
}

/**
 * Whether `incoming` files may join `current` ones: one media type, one video, one audio,
 * at most 4 images, no audio in group comments. Returns the spec's message when not. Pure.
 */
export function checkSelection(current: MediaKind[], incoming: Array<{ type: string; size: number }>, opts: { allowAudio: boolean }): string | undefined {
  const kinds = incoming.map((f) => kindOfType(f.type));
  if (kinds.some((k) => k === undefined)) return MESSAGES.unsupported;
  const all = [...current, ...(kinds as MediaKind[])];
  if (new Set(all).size > 1) return MESSAGES.oneType;
  const kind = all[0];
  if (kind === 'audio' && !opts.allowAudio) return MESSAGES.audioInGroup;
  if (kind === 'video' && all.length > 1) return MESSAGES.oneVideo;
  if (kind === 'audio' && all.length > 1) return MESSAGES.oneAudio;
  if (kind === 'image' && all.length > MAX_IMAGES) return MESSAGES.maxImages;
  for (const f of incoming) {
    if (kind === 'video' && f.size > MAX_VIDEO_BYTES) return MESSAGES.videoTooLarge;
    if (kind === 'image' && f.size > 50 * MB) return MESSAGES.imageTooLarge;
  }
  return undefined;
}

/** "1:05", "12:00", "1:00:00": the recorder timer and player times. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
