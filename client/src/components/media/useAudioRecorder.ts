import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_AUDIO_SECONDS } from './media-rules';
import { RecorderErrorCode, recorderErrorCode } from './recorder-errors';

export type RecorderStatus = 'idle' | 'recording' | 'stopped';

/** The container the browser records best that the server takes: WebM/Opus, else MP4 (Safari). */
function pickMimeType(): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined;
  return ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'].find((t) => MediaRecorder.isTypeSupported(t));
}

/**
 * The in-page audio recorder: idle → recording → stopped, a seconds timer, auto-stop at
 * 1800 s (the spec), and the spec's error codes. `onRecorded` receives the finished file.
 */
export function useAudioRecorder(onRecorded: (file: File, seconds: number) => void) {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [seconds, setSeconds] = useState(0);
  const [error, setError] = useState<RecorderErrorCode | undefined>();
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const startedAt = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const onRecordedRef = useRef(onRecorded);
  onRecordedRef.current = onRecorded;

  const release = useCallback(() => {
    window.clearInterval(timer.current);
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
  }, []);

  const stop = useCallback(() => {
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    setError(undefined);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setError('recorder_error');
      return;
    }
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
      const mimeType = pickMimeType();
      const rec = new MediaRecorder(stream.current, mimeType ? { mimeType } : undefined);
      const chunks: Blob[] = [];
      rec.ondataavailable = (e) => e.data.size > 0 && chunks.push(e.data);
      rec.onerror = () => {
        setError('recorder_error');
        release();
        setStatus('idle');
      };
      rec.onstop = () => {
        release();
        const elapsed = (Date.now() - startedAt.current) / 1000;
        const type = (rec.mimeType || mimeType || 'audio/webm').split(';')[0];
        const ext = type === 'audio/mp4' ? 'm4a' : 'webm';
        const file = new File(chunks, `recording-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.${ext}`, { type });
        setStatus('stopped');
        if (file.size > 0) onRecordedRef.current(file, Math.min(elapsed, MAX_AUDIO_SECONDS));
        else setError('media_aborted');
      };
      recorder.current = rec;
      rec.start(1000);
      startedAt.current = Date.now();
      setSeconds(0);
      setStatus('recording');
      timer.current = window.setInterval(() => {
        const s = Math.floor((Date.now() - startedAt.current) / 1000);
        setSeconds(s);
        if (s >= MAX_AUDIO_SECONDS) stop();
      }, 250);
    } catch (err) {
      release();
      setStatus('idle');
      setError(recorderErrorCode(err));
    }
  }, [release, stop]);

  const reset = useCallback(() => {
    setStatus('idle');
    setSeconds(0);
    setError(undefined);
  }, []);

  // Leaving the page stops the microphone.
  useEffect(() => () => {
    if (recorder.current && recorder.current.state !== 'inactive') {
      recorder.current.onstop = null;
      recorder.current.stop();
    }
    release();
  }, [release]);

  return { status, seconds, error, start, stop, reset };
}
