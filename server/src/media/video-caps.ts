import type { MediaSettings } from '../config/settings';
import { MEDIA_QUOTA_MESSAGES } from './media-limits';

/** Rounding slack: containers state 60 fps as 60.0003 or 59.94 alike. */
const FPS_SLACK = 0.5;

/**
 * Why a video is refused before any decoding (the size and rate ffmpeg would have to decode), or
 * undefined when it is within the caps. The caps hold in either orientation.
 */
export function videoCapRefusal(video: { width: number; height: number; fps: number | undefined }, caps: MediaSettings): string | undefined {
  const long = Math.max(video.width, video.height);
  const short = Math.min(video.width, video.height);
  if (long > caps.videoMaxLongSide || short > caps.videoMaxShortSide) return MEDIA_QUOTA_MESSAGES.videoResolution(caps.videoMaxLongSide, caps.videoMaxShortSide);
  if (video.fps !== undefined && video.fps > caps.videoMaxFps + FPS_SLACK) return MEDIA_QUOTA_MESSAGES.videoFrameRate(caps.videoMaxFps);
  return undefined;
}
