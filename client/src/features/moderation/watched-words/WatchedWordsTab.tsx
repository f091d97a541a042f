import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, type WatchedAction } from '@pen/sdk';
import { type FormEvent, useId, useState } from 'react';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { useConfirm } from '../../../components/dialog/ConfirmDialog';
import { KeptListTab } from '../KeptListTab';
import { useAddWatchedWord, useRemoveWatchedWord, useWatchedWords } from './watched-words-api';

const ACTIONS: WatchedAction[] = ['block', 'flag', 'require_approval'];

/** What each action does, as the console names it. */
const ACTION_LABELS = {
  block: msg`Block: refuse the text`,
  flag: msg`Flag: publish and open a case`,
  require_approval: msg`Hold for review`,
} satisfies Record<WatchedAction, ReturnType<typeof msg>>;

/** A paka's form for a new phrase. */
function AddWordForm() {
  const { t, i18n } = useLingui();
  const add = useAddWatchedWord();
  const { showAlert } = useAlerts();
  const phraseId = useId();
  const actionId = useId();
  const [phrase, setPhrase] = useState('');
  const [action, setAction] = useState<WatchedAction>('flag');

  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      const word = await add.mutateAsync({ phrase: phrase.trim(), action });
      const added = word.phrase;
      showAlert(t`“${added}” is now watched.`, 'success');
      setPhrase('');
    } catch (err) {
      showAlert(errorMessage(err, t`Could not add the phrase. Please try again.`), 'error');
    }
  }

  return (
    <form className="mod-watch-form card" onSubmit={(e) => void submit(e)}>
      <div className="field">
        <label htmlFor={phraseId}>
          <Trans>Word or phrase</Trans>
        </label>
        <input id={phraseId} type="text" maxLength={100} required value={phrase} onChange={(e) => setPhrase(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={actionId}>
          <Trans>What happens</Trans>
        </label>
        <select id={actionId} value={action} onChange={(e) => setAction(e.target.value as WatchedAction)}>
          {ACTIONS.map((a) => (
            <option key={a} value={a}>
              {i18n._(ACTION_LABELS[a])}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button" disabled={add.isPending || phrase.trim() === ''}>
        <Trans>Add</Trans>
      </button>
    </form>
  );
}

/**
 * Watched words (issue 42): phrases matched as whole words, whatever the case and accents, in new
 * posts, comments, group comments, group titles, names and testimonies. Moderators read the list;
 * a paka adds and removes phrases.
 */
export function WatchedWordsTab({ canEdit }: { canEdit: boolean }) {
  const words = useWatchedWords();
  const remove = useRemoveWatchedWord();
  const { t, i18n } = useLingui();
  const { showAlert } = useAlerts();
  const { confirm, dialog } = useConfirm();

  async function unwatch(wordId: number, phrase: string) {
    if (!(await confirm({ message: t`Stop watching “${phrase}”? Content it holds stays held until its case is decided.`, confirmLabel: t`Remove` }))) return;
    try {
      await remove.mutateAsync(wordId);
      showAlert(t`“${phrase}” is no longer watched.`, 'success');
    } catch (err) {
      showAlert(errorMessage(err, t`Could not remove the phrase. Please try again.`), 'error');
    }
  }

  return (
    <KeptListTab
      titleId="mod-watched-title"
      title={t`Watched words`}
      intro={<Trans>Phrases match whole words, whatever the case and accents, in new posts, comments, group comments, group titles, names and testimonies.</Trans>}
      form={canEdit ? <AddWordForm /> : null}
      query={words}
      what={t`watched words`}
      empty={<Trans>No word is watched.</Trans>}
      label={t`Watched words`}
      keyOf={(word) => word.word_id}
      entry={({ phrase, action }) => (
        <>
          <strong>{phrase}</strong>
          <span className="mod-meta">{i18n._(ACTION_LABELS[action])}</span>
        </>
      )}
      remove={
        canEdit
          ? ({ word_id: wordId, phrase }) => ({
              label: <Trans>Remove</Trans>,
              ariaLabel: t`Remove “${phrase}”`,
              disabled: remove.isPending,
              onClick: () => void unwatch(wordId, phrase),
            })
          : undefined
      }
    >
      {dialog}
    </KeptListTab>
  );
}
