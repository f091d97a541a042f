import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@pen/sdk';
import { FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { notePasswordChangeSuggested } from '../../lib/session';

/** How long the "password saved" panel shows before the page moves on. */
export const PASSWORD_REDIRECT_MS = 2000;

/**
 * Sending a new password, as the reset page (with the mailed token) and the change page (with the
 * old password) both do: the fields are checked first; once `save` succeeds, the notice that
 * suggested a new password goes, the answer's message shows, and after PASSWORD_REDIRECT_MS the
 * member goes on to `next`. `done` tells the page to show its "saved" panel.
 */
export function useNewPasswordSubmit(
  form: { touchAll: () => void; valid: boolean },
  save: () => Promise<{ message: string }>,
  next: string,
): { done: boolean; submit: (e: FormEvent) => Promise<void> } {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { showAlert } = useAlerts();
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => void navigate(next), PASSWORD_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate, next]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    form.touchAll();
    if (!form.valid || done) return;
    try {
      const answer = await save();
      notePasswordChangeSuggested(false);
      setDone(true);
      showAlert(answer.message, 'success');
    } catch (err) {
      showAlert(errorMessage(err, t`Failed to update password`), 'error');
    }
  }

  return { done, submit };
}
