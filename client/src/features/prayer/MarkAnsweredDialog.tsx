import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { FormDialog } from '../../components/dialog/FormDialog';
import type { PostCardHost } from './post-card-host';
import { usePrayerActions } from './usePrayerActions';

/** Testimony limit (the server's). */
export const TESTIMONY_MAX = 5000;

/** "Mark as answered": an optional testimony with a character counter; refusals show inside, keeping the text. */
export function MarkAnsweredDialog({ postId, host, onClose }: { postId: number; host: PostCardHost; onClose: () => void }) {
  const { t } = useLingui();
  const { markAnswered } = usePrayerActions(host);
  const [testimony, setTestimony] = useState('');
  const id = useId();
  const tooLong = testimony.length > TESTIMONY_MAX;

  return (
    <FormDialog
      title={t`Mark as answered`}
      intro={<p className="muted">{t`Everyone who prayed for this request will be told. Share how the prayer was answered, if you like.`}</p>}
      submitLabel={t`Mark as answered`}
      busyLabel={t`Saving…`}
      invalid={tooLong}
      failure={t`Could not mark the request answered. Please try again`}
      className="pen-answer-dialog"
      onSubmit={async () => {
        await markAnswered(postId, testimony);
        onClose();
      }}
      onClose={onClose}
    >
      <div className="field pen-answer-field">
        <label htmlFor={`${id}-testimony`}>
          <Trans>Testimony (optional)</Trans>
        </label>
        <textarea
          id={`${id}-testimony`}
          value={testimony}
          rows={5}
          aria-describedby={`${id}-counter`}
          aria-invalid={tooLong}
          placeholder={t`How was this prayer answered?`}
          onChange={(e) => setTestimony(e.target.value)}
        />
        <small id={`${id}-counter`} className={`muted pen-answer-counter ${tooLong ? 'over' : ''}`}>
          {testimony.length}/{TESTIMONY_MAX}
        </small>
      </div>
    </FormDialog>
  );
}
