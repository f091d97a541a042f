import { useEffect, useRef } from 'react';
import { claimAudio } from './audio-coordinator';
import { MicIcon } from '../icons/line-icons';
import { useIsVisible } from './useVisibleRatio';

/**
 * A recording in a post: its source is set only once 20 % of it is visible (spec: audio loads
 * at 0.2), and starting it pauses any other audio on the page.
 */
export function AudioPlayer({ src, title }: { src: string; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const seen = useIsVisible(box, 0.2);
  const loaded = useRef(false);
  useEffect(() => {
    if (seen && !loaded.current && audio.current) {
      loaded.current = true;
      audio.current.src = src;
    }
  }, [seen, src]);
  return (
    <div ref={box} className="audio-player">
      <span className="audio-player-icon" aria-hidden="true">
        <MicIcon size={22} className="media-icon" />
      </span>
      <audio
        ref={audio}
        controls
        preload="metadata"
        aria-label={title}
        onPlay={(e) => claimAudio(e.currentTarget, title)}
      />
    </div>
  );
}
