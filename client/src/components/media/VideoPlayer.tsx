import { useEffect, useRef } from 'react';
import { useIsVisible } from './useVisibleRatio';

/**
 * A video in a feed: starts muted, plays while at least half of it is visible (spec: 0.5)
 * and pauses when scrolled out. The member can unmute and use the controls.
 */
export function VideoPlayer({ src, poster, width, height, label }: { src: string; poster?: string; width?: number | null; height?: number | null; label?: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const active = useIsVisible(video, 0.5);
  useEffect(() => {
    const v = video.current;
    if (!v) return;
    if (active) v.play().catch(() => undefined);
    else v.pause();
  }, [active]);
  return (
    <video
      ref={video}
      className="video-player"
      src={src}
      poster={poster}
      width={width ?? undefined}
      height={height ?? undefined}
      muted
      playsInline
      loop
      controls
      preload="metadata"
      aria-label={label}
    />
  );
}
