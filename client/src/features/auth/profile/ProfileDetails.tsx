import { Trans, useLingui } from '@lingui/react/macro';
import { PenApiError, errorMessage, type UserDto } from '@pen/sdk';
import { FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { signOut } from '../../../lib/sign-out';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { FormField, TextAreaField } from '../FormField';
import { useUpdateProfile } from '../hooks';
import { useFormState } from '../useFormState';
import { clean, modeLabel, MODES, ProfileForm, validateProfile } from '../validation';
import { PasswordPrompt } from './PasswordPrompt';

const fromUser = (u: UserDto): ProfileForm => ({ user_name: u.user_name, email: u.email, bio: u.bio, mode: u.mode || 'none', user_code: u.user_code ?? '' });

/** Read-only first; edit → password prompt → save; cancel restores the original values. */
export function ProfileDetails({ user }: { user: UserDto }) {
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const save = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const form = useFormState(fromUser(user), validateProfile);

  function cancel() {
    form.setValues(fromUser(user));
    setEditing(false);
  }

  function requestSave(e: FormEvent) {
    e.preventDefault();
    form.touchAll();
    if (form.valid) setAsking(true);
  }

  async function confirmSave(password: string) {
    const v = form.values;
    try {
      const answer = await save.mutateAsync({
        user_name: clean(v.user_name),
        email: clean(v.email),
        bio: clean(v.bio),
        mode: v.mode,
        user_code: clean(v.user_code),
        password,
      });
      setAsking(false);
      setEditing(false);
      if (answer.signedOut) {
        showAlert(answer.message, 'info');
        await signOut();
        return;
      }
      // 'Profile updated successfully!', or where a new address waits for its confirmation link.
      showAlert(answer.message, 'success');
    } catch (err) {
      showAlert(err instanceof PenApiError ? errorMessage(err, t`Failed to update profile`) : t`Error saving profile. Please try again`, 'error');
    }
  }

  if (!editing) {
    return (
      <div className="profile-details">
        <dl className="profile-list">
          <div>
            <dt>
              <Trans>Username</Trans>
            </dt>
            <dd>{user.user_name}</dd>
          </div>
          <div>
            <dt>
              <Trans>Email</Trans>
            </dt>
            <dd>{user.email}</dd>
          </div>
          {/* Empty fields are left out rather than shown as "None" (issue 41). */}
          {user.user_code ? (
            <div>
              <dt>
                <Trans>User code</Trans>
              </dt>
              <dd>@{user.user_code}</dd>
            </div>
          ) : null}
          {user.user_code ? (
            <div className="wide">
              <dt>
                <Trans>Profile address</Trans>
              </dt>
              <dd>
                <Link to={`/u/${encodeURIComponent(user.user_code)}`}>{`${window.location.origin}/u/${encodeURIComponent(user.user_code)}`}</Link>
              </dd>
            </div>
          ) : null}
          {user.mode && user.mode !== 'none' ? (
            <div>
              <dt>
                <Trans>Mode</Trans>
              </dt>
              <dd className="capitalize">{modeLabel(user.mode)}</dd>
            </div>
          ) : null}
          {user.bio ? (
            <div className="wide">
              <dt>
                <Trans>Testimony</Trans>
              </dt>
              <dd className="bio">{user.bio}</dd>
            </div>
          ) : null}
        </dl>
        <button type="button" className="button" onClick={() => (form.setValues(fromUser(user)), setEditing(true))}>
          <Trans>Edit profile</Trans>
        </button>
      </div>
    );
  }

  // The password prompt is a form of its own, so it sits beside this form, never inside it.
  return (
    <>
    <form className="profile-form" onSubmit={requestSave} noValidate>
      <FormField label={t`Username`} maxLength={70} autoComplete="nickname" {...form.field('user_name')} />
      <FormField label={t`Email`} type="email" autoComplete="email" hint={t`Changing it signs you out until you verify the new address.`} {...form.field('email')} />
      <FormField label={t`User code (optional)`} hint={t`A short handle others can mention, e.g. maria_k`} {...form.field('user_code')} />
      <div className="field">
        <label htmlFor="profile-mode">
          <Trans>Mode</Trans>
        </label>
        <select id="profile-mode" {...form.field('mode')}>
          {MODES.map((m) => (
            <option key={m} value={m}>
              {modeLabel(m)}
            </option>
          ))}
        </select>
      </div>
      <TextAreaField label={t`Testimony`} maxLength={700} hint={`${form.values.bio.length}/700`} {...form.field('bio')} />
      <div className="dialog-actions">
        <button type="button" className="button secondary" onClick={cancel}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="button" disabled={save.isPending}>
          <Trans>Save changes</Trans>
        </button>
      </div>
    </form>
      {asking ? (
        <PasswordPrompt
          title={t`Confirm with your password`}
          text={t`Enter your password to save the changes to your profile.`}
          confirmLabel={t`Save`}
          busy={save.isPending}
          onConfirm={(p) => void confirmSave(p)}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
