import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, type UserDto } from '@pen/sdk';
import { ChangeEvent, useRef } from 'react';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { useDeleteProfilePicture, useUploadProfilePicture } from '../hooks';
import { useConfirm } from '../../../components/dialog/ConfirmDialog';
import { downscaleImage } from './downscale';

export const DEFAULT_PICTURE = 'uploads/profile_images/default-profile.png';
export const pictureUrl = (path: string) => `/api/${path}`;

/** The profile picture: upload (downscaled in the browser first) and delete with confirmation. */
export function ProfilePictureCard({ user }: { user: UserDto }) {
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const upload = useUploadProfilePicture();
  const remove = useDeleteProfilePicture();
  const input = useRef<HTMLInputElement>(null);
  const { confirm, dialog } = useConfirm();
  const hasPicture = user.profile_picture !== DEFAULT_PICTURE;

  async function chosen(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    let small: Blob;
    try {
      small = await downscaleImage(file);
    } catch {
      showAlert(t`Error reading file`, 'error');
      return;
    }
    try {
      await upload.mutateAsync(small);
      showAlert(t`Profile picture updated`, 'success');
    } catch (err) {
      const message = errorMessage(err, '');
      showAlert(message ? t`Upload failed: ${message}` : t`Image upload failed`, 'error');
    }
  }

  async function confirmDelete() {
    const sure = await confirm({
      title: t`Delete profile picture?`,
      message: t`Your picture will be removed and the default picture shown instead.`,
      confirmLabel: t`Delete picture`,
      danger: true,
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(undefined);
      showAlert(t`Profile picture removed`, 'success');
    } catch (err) {
      const message = errorMessage(err, '');
      showAlert(message ? t`Failed to delete image: ${message}` : t`Image deletion failed`, 'error');
    }
  }

  const busy = upload.isPending || remove.isPending;
  const name = user.user_name;
  return (
    <div className="picture-card">
      <img className="avatar-xl" src={pictureUrl(user.profile_picture)} alt={t`Profile picture of ${name}`} width={120} height={120} />
      <div className="picture-actions">
        <input ref={input} type="file" accept="image/jpeg,image/png,image/webp,image/gif" hidden aria-label={t`Choose a profile picture`} onChange={(e) => void chosen(e)} />
        <button type="button" className="button secondary" disabled={busy} onClick={() => input.current?.click()}>
          {upload.isPending ? t`Uploading…` : hasPicture ? t`Change picture` : t`Upload picture`}
        </button>
        {hasPicture ? (
          <button type="button" className="button ghost-danger" disabled={busy} onClick={() => void confirmDelete()}>
            <Trans>Delete picture</Trans>
          </button>
        ) : null}
      </div>
      {dialog}
    </div>
  );
}
