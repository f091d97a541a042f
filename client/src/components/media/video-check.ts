import { MAX_VIDEO_BYTES, MAX_VIDEO_SECONDS, MESSAGES, VIDEO_TYPES } from './media-rules';

/**
 * Checks a video in the browser before it is offered for upload: type, size, and duration
 * read from its metadata. Resolves with the duration or rejects with the spec's message.
 */
export function checkVideo(file: File, url: string): Promise<number> {
  if (!VIDEO_TYPES.includes(file.type)) return Promise.reject(new Error(MESSAGES.invalidVideo));
  if (file.size > MAX_VIDEO_BYTES) return Promise.reject(new Error(MESSAGES.videoTooLarge));
  return new Promise((resolve, reject) => {
    const video = document.createElement('video');
    video.preload = 'metadata';
    video.muted = true;
    const done = () => {
      video.removeAttribute('src');
      video.load();
    };
    const timer = window.setTimeout(() => {
      done();
      reject(new Error(MESSAGES.invalidVideo));
    }, 60_000);
    video.onloadedmetadata = () => {
      window.clearTimeout(timer);
      const d = video.duration;
      done();
      if (!Number.isFinite(d) && d !== Infinity) return reject(new Error(MESSAGES.invalidVideo));
      if (d > MAX_VIDEO_SECONDS) return reject(new Error(MESSAGES.videoTooLong));
      resolve(Number.isFinite(d) ? d : 0);
    };
    video.onerror = () => {
      window.clearTimeout(timer);
      done();
      // Some browsers cannot decode every QuickTime codec (HEVC from iPhones): the server checks those.
      if (file.type === 'video/quicktime') resolve(0);
      else reject(new Error(MESSAGES.invalidVideo));
    };
    video.src = url;
  });
}
