import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { registerController, releaseAudio, useCurrentAudio, usePrimaryController } from './audio-coordinator';
import { formatDuration } from './media-rules';

/**
 * A small bar fixed at the bottom of the screen while a recording plays, so it can be paused
 * after scrolling away from its post. Rendered once per page (PostMedia mounts it).
 */
export function FloatingAudioController() {
  const { t } = useLingui();
  const current = useCurrentAudio();
  const [, setTick] = useState(0);
  const [me, setMe] = useState<number | undefined>();
  const primary = usePrimaryController();
  useEffect(() => {
    const reg = registerController();
    setMe(reg.id);
    return reg.unregister;
  }, []);
  useEffect(() => {
    if (!current) return;
    const el = current.element;
    const update = () => setTick((n) => n + 1);
    const events = ['play', 'pause', 'timeupdate', 'ended'] as const;
    events.forEach((e) => el.addEventListener(e, update));
    return () => events.forEach((e) => el.removeEventListener(e, update));
  }, [current]);
  if (!current || me === undefined || primary !== me) return null;
  const el = current.element;
  const playing = !el.paused && !el.ended;
  return createPortal(
    <div className="floating-audio" role="region" aria-label={t`Audio player`}>
      <button type="button" className="floating-audio-toggle" aria-label={playing ? t`Pause` : t`Play`} onClick={() => (playing ? el.pause() : void el.play())}>
        {playing ? '❚❚' : '▶'}
      </button>
      <div className="floating-audio-info">
        <span className="floating-audio-title">{current.title}</span>
        <progress max={Number.isFinite(el.duration) ? el.duration : 1} value={el.currentTime} aria-label={t`Position`} />
      </div>
      <span className="floating-audio-time muted">
        {formatDuration(el.currentTime)}
        {Number.isFinite(el.duration) ? ` / ${formatDuration(el.duration)}` : ''}
      </span>
      <button
        type="button"
        className="floating-audio-close"
        aria-label={t`Close audio player`}
        onClick={() => {
          el.pause();
          releaseAudio(el);
        }}
      >
        ×
      </button>
    </div>,
    document.body,
  );
}
