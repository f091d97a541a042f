import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { PhotoIcon } from '../icons/line-icons';
import { AUDIO_TYPES, IMAGE_TYPES, VIDEO_TYPES } from './media-rules';

/** The "add media" button: a file picker for images, a video or (where allowed) an audio file. */
export function MediaPicker({ onFiles, allowAudio, disabled }: { onFiles: (files: File[]) => void; allowAudio: boolean; disabled?: boolean }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const accept = [...IMAGE_TYPES, ...VIDEO_TYPES, ...(allowAudio ? AUDIO_TYPES : [])].join(',');
  return (
    <>
      <button type="button" className="composer-tool" onClick={() => input.current?.click()} disabled={disabled}>
        <PhotoIcon size={18} className="media-icon" /> <Trans>Add media</Trans>
      </button>
      <input
        ref={input}
        type="file"
        multiple
        accept={accept}
        className="visually-hidden"
        aria-label={t`Choose photos, a video or an audio file`}
        tabIndex={-1}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          onFiles(files);
        }}
      />
    </>
  );
}
