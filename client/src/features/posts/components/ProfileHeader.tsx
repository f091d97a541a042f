import { ReactNode } from 'react';
import { modeLabel } from '../format';
import { Avatar } from './Avatar';

export interface ProfileSummary {
  user_name: string;
  profile_picture?: string | null;
  bio?: string | null;
  mode?: string | null;
}

/** The header of /mypen and /userpen: picture, username, mode (underscores as spaces) and bio. */
export function ProfileHeader({ profile, actions, pictureSlot }: { profile: ProfileSummary; actions?: ReactNode; pictureSlot?: ReactNode }) {
  const mode = modeLabel(profile.mode);
  return (
    <section className="card pen-profile" aria-label="Profile">
      <div className="pen-profile-cover" aria-hidden="true" />
      <div className="pen-profile-main">
        <div className="pen-profile-picture">
          <Avatar picture={profile.profile_picture} name={profile.user_name} size={96} />
          {pictureSlot}
        </div>
        <div className="pen-profile-text">
          <h1 className="pen-profile-name">{profile.user_name}</h1>
          {mode && mode !== 'none' ? <p className="pen-profile-mode">{mode}</p> : null}
        </div>
        {actions ? <div className="pen-profile-actions">{actions}</div> : null}
      </div>
      {profile.bio ? <p className="pen-profile-bio">{profile.bio}</p> : null}
    </section>
  );
}
