import { formatDuration, MAX_AUDIO_SECONDS } from './media-rules';
import { RECORDER_MESSAGES } from './recorder-errors';
import { useAudioRecorder } from './useAudioRecorder';

const STATUS_TEXT = { idle: 'Ready to record', recording: 'Recording…', stopped: 'Recording saved' } as const;

/** Start and stop buttons, a status and a timer; the recording is added to the draft when stopped. */
export function AudioRecorder({ onRecorded, onClose }: { onRecorded: (file: File, seconds: number) => void; onClose: () => void }) {
  const rec = useAudioRecorder(onRecorded);
  return (
    <div className="audio-recorder" role="group" aria-label="Audio recorder">
      <span className={`rec-dot ${rec.status === 'recording' ? 'live' : ''}`} aria-hidden="true" />
      <div className="rec-info">
        <span className="rec-status" role="status">
          {STATUS_TEXT[rec.status]}
        </span>
        <span className="rec-timer" aria-label="Recording time">
          {formatDuration(rec.seconds)} <span className="muted">/ {formatDuration(MAX_AUDIO_SECONDS)}</span>
        </span>
      </div>
      {rec.status === 'recording' ? (
        <button type="button" className="button rec-stop" onClick={rec.stop}>
          ■ Stop
        </button>
      ) : (
        <button type="button" className="button rec-start" onClick={() => void rec.start()}>
          ● {rec.status === 'stopped' ? 'Record again' : 'Start'}
        </button>
      )}
      <button type="button" className="icon-button" aria-label="Close recorder" onClick={onClose} disabled={rec.status === 'recording'}>
        ×
      </button>
      {rec.error ? (
        <p className="field-error rec-error" role="alert">
          {RECORDER_MESSAGES[rec.error]}
        </p>
      ) : null}
    </div>
  );
}
