import { useState } from 'react';
import { apiPath } from '../format';

const DEFAULT_PICTURE = 'uploads/profile_images/default-profile.png';

/** A round profile picture; falls back to the initial when the image cannot be loaded. */
export function Avatar({ picture, name, size = 44 }: { picture?: string | null; name: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: size * 0.42 };
  if (failed) {
    return (
      <span className="pen-avatar pen-avatar-initial" style={style} aria-hidden="true">
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    );
  }
  return <img className="pen-avatar" style={style} src={apiPath(picture || DEFAULT_PICTURE)} alt="" onError={() => setFailed(true)} />;
}
