import { errorMessage } from '@pen/sdk';
import { useId, useState } from 'react';
import { Dialog } from '../../../components/dialog/Dialog';
import { usePrayerActions } from './usePrayerActions';

/** Testimony limit (the server's). */
export const TESTIMONY_MAX = 5000;

/** "Mark as answered": an optional testimony with a character counter; refusals show inside, keeping the text. */
export function MarkAnsweredDialog({ postId, onClose }: { postId: number; onClose: () => void }) {
  const { markAnswered, answering } = usePrayerActions();
  const [testimony, setTestimony] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const tooLong = testimony.length > TESTIMONY_MAX;

  async function save() {
    setError(null);
    try {
      await markAnswered(postId, testimony);
      onClose();
    } catch (err) {
      setError(errorMessage(err, 'Could not mark the request answered. Please try again'));
    }
  }

  return (
    <Dialog title="Mark as answered" onClose={onClose} className="pen-answer-dialog">
      <p className="muted">Everyone who prayed for this request will be told. Share how the prayer was answered, if you like.</p>
      <div className="field pen-answer-field">
        <label htmlFor={`${id}-testimony`}>Testimony (optional)</label>
        <textarea
          id={`${id}-testimony`}
          value={testimony}
          rows={5}
          aria-describedby={`${id}-counter`}
          aria-invalid={tooLong}
          placeholder="How was this prayer answered?"
          onChange={(e) => setTestimony(e.target.value)}
        />
        <small id={`${id}-counter`} className={`muted pen-answer-counter ${tooLong ? 'over' : ''}`}>
          {testimony.length}/{TESTIMONY_MAX}
        </small>
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="confirm-actions">
        <button type="button" className="button secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="button" disabled={answering || tooLong} onClick={() => void save()}>
          {answering ? 'Saving…' : 'Mark as answered'}
        </button>
      </div>
    </Dialog>
  );
}
