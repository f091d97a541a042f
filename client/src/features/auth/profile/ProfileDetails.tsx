import { PenApiError, errorMessage, type UserDto } from '@pen/sdk';
import { FormEvent, useState } from 'react';
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
      showAlert(err instanceof PenApiError ? errorMessage(err, 'Failed to update profile') : 'Error saving profile. Please try again', 'error');
    }
  }

  if (!editing) {
    return (
      <div className="profile-details">
        <dl className="profile-list">
          <div>
            <dt>Username</dt>
            <dd>{user.user_name}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>User code</dt>
            <dd>{user.user_code ? `@${user.user_code}` : <span className="muted">None</span>}</dd>
          </div>
          <div>
            <dt>Mode</dt>
            <dd className="capitalize">{modeLabel(user.mode)}</dd>
          </div>
          <div className="wide">
            <dt>Testimony</dt>
            <dd className="bio">{user.bio}</dd>
          </div>
        </dl>
        <button type="button" className="button" onClick={() => (form.setValues(fromUser(user)), setEditing(true))}>
          Edit profile
        </button>
      </div>
    );
  }

  // The password prompt is a form of its own, so it sits beside this form, never inside it.
  return (
    <>
    <form className="profile-form" onSubmit={requestSave} noValidate>
      <FormField label="Username" maxLength={70} autoComplete="nickname" {...form.field('user_name')} />
      <FormField label="Email" type="email" autoComplete="email" hint="Changing it signs you out until you verify the new address." {...form.field('email')} />
      <FormField label="User code (optional)" hint="A short handle others can mention, e.g. maria_k" {...form.field('user_code')} />
      <div className="field">
        <label htmlFor="profile-mode">Mode</label>
        <select id="profile-mode" {...form.field('mode')}>
          {MODES.map((m) => (
            <option key={m} value={m}>
              {m === 'none' ? 'Not specified' : m.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
      </div>
      <TextAreaField label="Testimony" maxLength={700} hint={`${form.values.bio.length}/700`} {...form.field('bio')} />
      <div className="dialog-actions">
        <button type="button" className="button secondary" onClick={cancel}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={save.isPending}>
          Save changes
        </button>
      </div>
    </form>
      {asking ? (
        <PasswordPrompt
          title="Confirm with your password"
          text="Enter your password to save the changes to your profile."
          confirmLabel="Save"
          busy={save.isPending}
          onConfirm={(p) => void confirmSave(p)}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
