import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ReactNode } from 'react';
import { modeLabel } from '../format';
import { Avatar } from './Avatar';

export interface ProfileSummary {
  user_name: string;
  profile_picture?: string | null;
  bio?: string | null;
  mode?: string | null;
}

/** A member's mode in words. */
const MODE_LABELS: Record<string, MessageDescriptor> = {
  single: msg`single`,
  in_relationship: msg`in relationship`,
  engaged: msg`engaged`,
  married: msg`married`,
  community: msg`community`,
};

/** The header of /mypen and /userpen: picture, username, mode (underscores as spaces) and bio. */
export function ProfileHeader({ profile, actions, pictureSlot }: { profile: ProfileSummary; actions?: ReactNode; pictureSlot?: ReactNode }) {
  const { t, i18n } = useLingui();
  const mode = modeLabel(profile.mode);
  const modeText = profile.mode && MODE_LABELS[profile.mode] ? i18n._(MODE_LABELS[profile.mode]) : mode;
  return (
    <section className="card pen-profile" aria-label={t`Profile`}>
      <div className="pen-profile-cover" aria-hidden="true" />
      <div className="pen-profile-main">
        <div className="pen-profile-picture">
          <Avatar picture={profile.profile_picture} name={profile.user_name} size={96} />
          {pictureSlot}
        </div>
        <div className="pen-profile-text">
          <h1 className="pen-profile-name">{profile.user_name}</h1>
          {mode && mode !== 'none' ? <p className="pen-profile-mode">{modeText}</p> : null}
        </div>
        {actions ? <div className="pen-profile-actions">{actions}</div> : null}
      </div>
      {profile.bio ? <p className="pen-profile-bio">{profile.bio}</p> : null}
    </section>
  );
}
