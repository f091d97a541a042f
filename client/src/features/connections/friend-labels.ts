import { t } from '@lingui/core/macro';
import type { FriendStatus } from '@pen/sdk';

/** The friend button's label per status, exactly as the spec words them. */
export function friendButtonLabel(status: FriendStatus): string {
  switch (status) {
    case 'none':
      return t`Send Friend Request`;
    case 'pending':
      return t`Request Sent`;
    case 'incoming':
      return t`Waiting your accept`;
    case 'accepted':
      return t`You Are Friends`;
    case 'blocked':
      return t`Blocked`;
    default:
      return t`declined`;
  }
}

/** What a block does, said before the member confirms it (and offered after a report). */
export function blockExplained(): string {
  return t`You will no longer see each other's posts, comments or profile, and any friendship ends. They are not told.`;
}

/** Friend lists show the first 40 characters of a bio. */
export const BIO_PREVIEW_LENGTH = 40;

export function bioPreview(bio: string | null | undefined, max = BIO_PREVIEW_LENGTH): string {
  const text = (bio ?? '').trim();
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/** Mode values are stored with underscores; people read spaces. */
export function modeLabel(mode: string | null | undefined): string {
  return mode && mode !== 'none' ? mode.replace(/_/g, ' ') : '';
}

/** Profile pictures are served under the API prefix. */
export function pictureUrl(path: string | null | undefined): string {
  const p = path || 'uploads/profile_images/default-profile.png';
  return /^(?:https?:|blob:|data:)/.test(p) ? p : `/api/${p.replace(/^\/+/, '').replace(/^api\//, '')}`;
}
