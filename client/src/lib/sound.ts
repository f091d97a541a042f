/** The alert types; each has a short sound at /sounds/{type}.mp3. */
export type SoundType = 'info' | 'success' | 'warning' | 'error';

/**
 * The files in public/sounds are short sine chimes (0.7-0.9 s, mono MP3, about 6 KB each) made
 * with ffmpeg's aevalsrc: info rises a fourth, success climbs a major arpeggio, warning knocks
 * twice, error falls a third.
 */
export const soundPath = (type: SoundType): string => `/sounds/${type}.mp3`;

/**
 * Plays the sound of an alert type. Browsers refuse autoplay before the first user gesture and
 * some environments have no audio at all; a missing sound must never break the alert, so every
 * failure (thrown or rejected) is swallowed.
 */
export function playSound(type: SoundType): void {
  try {
    if (typeof Audio === 'undefined') return;
    const audio = new Audio(soundPath(type));
    audio.volume = 0.6;
    const played = audio.play() as Promise<void> | undefined;
    if (played && typeof played.catch === 'function') played.catch(() => undefined);
  } catch {
    // No audio support: alerts stay silent.
  }
}
