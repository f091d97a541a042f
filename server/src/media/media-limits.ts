/**
 * Limits and messages of media uploads. The spec's values and wording are the contract; where
 * the spec is silent (image size, audio size, pixel limit) the value is ours and documented here.
 */
export const MB = 1024 * 1024;
import { msg } from '../i18n';

export const MEDIA_LIMITS = {
  maxImages: 4,
  /** Ours: phone photos are 3–12 MB; 20 MB leaves room for large PNGs. */
  maxImageBytes: 20 * MB,
  /** Ours: 100 megapixels (a 108 MP phone photo fits); more is refused as a decompression bomb. */
  maxImagePixels: 100_000_000,
  maxVideoBytes: 1000 * MB,
  maxVideoSeconds: 600,
  /** Ours: 30 minutes of 48 kHz stereo WAV is about 330 MB. */
  maxAudioBytes: 400 * MB,
  maxAudioSeconds: 1800,
  /** Processed output. */
  imageMaxWidth: 1280,
  imageJpegQuality: 70,
  videoMaxSide: 1280,
} as const;

export const MEDIA_MESSAGES = {
  maxImages: msg('Maximum 4 images allowed.').message,
  oneVideo: msg('Only one video allowed per post.').message,
  oneAudio: msg('Only one audio recording allowed per post.').message,
  oneType: msg('You can only upload one media type at a time.').message,
  videoTooLarge: msg('Video is too large').message,
  videoTooLong: msg('Video is longer than 10 minutes.').message,
  invalidVideo: msg('Invalid video file.').message,
  imageTooLarge: msg('Image is too large (maximum 20 MB).').message,
  imageTooManyPixels: msg('Image dimensions are too large (maximum 100 megapixels).').message,
  invalidImage: msg('Invalid image file. Use JPEG, PNG, GIF or WebP.').message,
  audioTooLarge: msg('Audio file is too large (maximum 400 MB).').message,
  audioTooLong: msg('Audio is longer than 30 minutes.').message,
  invalidAudio: msg('Invalid audio file. Use WebM, MP3 or WAV.').message,
  audioInGroup: msg('Audio files are not supported at the moment.').message,
  noFiles: msg('No file was uploaded.').message,
  noTarget: msg('postId or commentId is required').message,
  postNotFound: msg('Post not found').message,
  commentNotFound: msg('Comment not found').message,
  notOwner: msg('You can only add media to your own posts and comments.').message,
  alreadyReady: msg('Media can only be added while the post is being created.').message,
  ambiguousComment: msg('Say which comment this is: target post_comment or group_comment.').message,
  received: msg('Upload received. Your media is being processed.').message,
} as const;

/** Ours (the spec is silent): messages of the per-member quotas and video caps, whose limits are settings. */
export const MEDIA_QUOTA_MESSAGES = {
  tooManyPending: msg('Too many of your uploads are still being processed. Try again when they are done.').message,
  dailyBytes: (mb: number) => msg('Daily upload limit reached ({mb} MB per day). Try again tomorrow.', { mb }).message,
  videoResolution: (longSide: number, shortSide: number) => msg('Video resolution is too high (maximum {longSide}×{shortSide}).', { longSide, shortSide }).message,
  videoFrameRate: (fps: number) => msg('Video frame rate is too high (maximum {fps} fps).', { fps }).message,
} as const;
