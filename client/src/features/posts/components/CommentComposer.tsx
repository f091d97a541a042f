import { Trans, useLingui } from '@lingui/react/macro';
import { FormEvent, useId, useState } from 'react';

/** Writes a comment; the send button appears only once there is text (spec). */
export function CommentComposer({ onSend, busy, autoFocus }: { onSend: (text: string) => Promise<boolean>; busy: boolean; autoFocus?: boolean }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [warning, setWarning] = useState('');
  const id = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) {
      setWarning(t`Comment cannot be empty`);
      return;
    }
    setWarning('');
    if (await onSend(text.trim())) setText('');
  };
  return (
    <form className="pen-comment-composer" onSubmit={(e) => void submit(e)}>
      <label htmlFor={id} className="visually-hidden">
        <Trans>Write a comment</Trans>
      </label>
      <textarea
        id={id}
        rows={1}
        maxLength={2000}
        placeholder={t`Write a comment...`}
        value={text}
        autoFocus={autoFocus}
        onChange={(e) => {
          setText(e.target.value);
          if (warning) setWarning('');
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            void submit(e);
          }
        }}
      />
      {text.trim() ? (
        <button type="submit" className="pen-send" disabled={busy} aria-label={t`Send comment`}>
          ➤
        </button>
      ) : null}
      {warning ? (
        <p className="field-error" role="alert">
          {warning}
        </p>
      ) : null}
    </form>
  );
}
