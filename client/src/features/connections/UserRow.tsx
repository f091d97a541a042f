import { useLingui } from '@lingui/react/macro';
import type { ConnectionUserDto } from '@pen/sdk';
import { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { bioPreview, modeLabel, pictureUrl } from './friend-labels';

/** What /userpen expects as navigation state: the member to show. */
export interface UserPenState {
  user: ConnectionUserDto;
}

/** A member in a friend list: picture, name (opens their profile), mode, the bio's first 40 characters, and actions. */
export function UserRow({ user, children }: { user: ConnectionUserDto; children?: ReactNode }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const open = () => {
    const state: UserPenState = {
      user: { user_id: user.user_id, user_name: user.user_name, bio: user.bio, mode: user.mode, profile_picture: user.profile_picture },
    };
    navigate('/userpen', { state });
  };
  const mode = modeLabel(user.mode);
  const name = user.user_name;
  return (
    <li className="conn-row">
      <button type="button" className="conn-person" onClick={open}>
        <img className="conn-avatar" src={pictureUrl(user.profile_picture)} alt="" loading="lazy" />
        <span className="conn-person-text">
          <span className="conn-name">
            {user.user_name}
            {mode ? <span className="conn-mode">{mode}</span> : null}
          </span>
          <span className="conn-bio" title={user.bio}>
            {bioPreview(user.bio)}
          </span>
        </span>
      </button>
      {children ? <div className="conn-actions">{children}</div> : null}
    </li>
  );
}
