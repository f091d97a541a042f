/**
 * Limits and messages of media uploads. The spec's values and wording are the contract; where
 * the spec is silent (image size, audio size, pixel limit) the value is ours and documented here.
 */
export const MB = 1024 * 1024;

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
  maxImages: 'Maximum 4 images allowed.',
  oneVideo: 'Only one video allowed per post.',
  oneAudio: 'Only one audio recording allowed per post.',
  oneType: 'You can only upload one media type at a time.',
  videoTooLarge: 'Video is too large',
  videoTooLong: 'Video is longer than 10 minutes.',
  invalidVideo: 'Invalid video file.',
  imageTooLarge: 'Image is too large (maximum 20 MB).',
  imageTooManyPixels: 'Image dimensions are too large (maximum 100 megapixels).',
  invalidImage: 'Invalid image file. Use JPEG, PNG, GIF or WebP.',
  audioTooLarge: 'Audio file is too large (maximum 400 MB).',
  audioTooLong: 'Audio is longer than 30 minutes.',
  invalidAudio: 'Invalid audio file. Use WebM, MP3 or WAV.',
  audioInGroup: 'Audio files are not supported at the moment.',
  noFiles: 'No file was uploaded.',
  noTarget: 'postId or commentId is required',
  postNotFound: 'Post not found',
  commentNotFound: 'Comment not found',
  notOwner: 'You can only add media to your own posts and comments.',
  alreadyReady: 'Media can only be added while the post is being created.',
  ambiguousComment: 'Say which comment this is: target post_comment or group_comment.',
  received: 'Upload received. Your media is being processed.',
} as const;

/** Ours (the spec is silent): messages of the per-member quotas and video caps, whose limits are settings. */
export const MEDIA_QUOTA_MESSAGES = {
  tooManyPending: 'Too many of your uploads are still being processed. Try again when they are done.',
  dailyBytes: (mb: number) => `Daily upload limit reached (${mb} MB per day). Try again tomorrow.`,
  videoResolution: (longSide: number, shortSide: number) => `Video resolution is too high (maximum ${longSide}×${shortSide}).`,
  videoFrameRate: (fps: number) => `Video frame rate is too high (maximum ${fps} fps).`,
} as const;
