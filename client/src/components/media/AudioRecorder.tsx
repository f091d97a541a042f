import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDuration, MAX_AUDIO_SECONDS } from './media-rules';
import { RECORDER_MESSAGES } from './recorder-errors';
import { useAudioRecorder } from './useAudioRecorder';

const STATUS_TEXT: Record<'idle' | 'recording' | 'stopped', MessageDescriptor> = { idle: msg`Ready to record`, recording: msg`Recording…`, stopped: msg`Recording saved` };

/** Start and stop buttons, a status and a timer; the recording is added to the draft when stopped. */
export function AudioRecorder({ onRecorded, onClose }: { onRecorded: (file: File, seconds: number) => void; onClose: () => void }) {
  const { i18n, t } = useLingui();
  const rec = useAudioRecorder(onRecorded);
  return (
    <div className="audio-recorder" role="group" aria-label={t`Audio recorder`}>
      <span className={`rec-dot ${rec.status === 'recording' ? 'live' : ''}`} aria-hidden="true" />
      <div className="rec-info">
        <span className="rec-status" role="status">
          {i18n._(STATUS_TEXT[rec.status])}
        </span>
        <span className="rec-timer" aria-label={t`Recording time`}>
          {formatDuration(rec.seconds)} <span className="muted">/ {formatDuration(MAX_AUDIO_SECONDS)}</span>
        </span>
      </div>
      {rec.status === 'recording' ? (
        <button type="button" className="button rec-stop" onClick={rec.stop}>
          ■ <Trans>Stop</Trans>
        </button>
      ) : (
        <button type="button" className="button rec-start" onClick={() => void rec.start()}>
          ● {rec.status === 'stopped' ? <Trans>Record again</Trans> : <Trans>Start</Trans>}
        </button>
      )}
      <button type="button" className="icon-button" aria-label={t`Close recorder`} onClick={onClose} disabled={rec.status === 'recording'}>
        ×
      </button>
      {rec.error ? (
        <p className="field-error rec-error" role="alert">
          {i18n._(RECORDER_MESSAGES[rec.error])}
        </p>
      ) : null}
    </div>
  );
}
