import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AudioRecorder } from './AudioRecorder';
import './media.css';
import { MicIcon } from '../icons/line-icons';
import { MediaPicker } from './MediaPicker';
import { MediaPreview } from './MediaPreview';
import { MESSAGES } from './media-rules';
import { MediaDraft } from './useMediaDraft';

/**
 * The media part of a composer: Add media, Record (posts only), previews with remove buttons,
 * the progress bar while a video is checked, and the upload progress. The composer owns the
 * draft (useMediaDraft) and sends it with useMediaUpload after creating its post or comment.
 */
export function MediaComposer({ draft, allowAudio, uploadProgress = 0, busy }: { draft: MediaDraft; allowAudio: boolean; uploadProgress?: number; busy?: boolean }) {
  const { t } = useLingui();
  const [recording, setRecording] = useState(false);
  return (
    <div className="media-composer">
      <MediaPreview items={draft.items} onRemove={draft.remove} disabled={busy} />
      {draft.checking ? (
        <div className="media-progress" role="progressbar" aria-label={t`Checking video`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={draft.checkProgress}>
          <div className="media-progress-track">
            <span style={{ width: `${draft.checkProgress}%` }} />
          </div>
          <small className="muted">{MESSAGES.waitVideo}</small>
        </div>
      ) : null}
      {uploadProgress > 0 && uploadProgress < 100 ? (
        <div className="media-progress upload" role="progressbar" aria-label={t`Uploading media`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={uploadProgress}>
          <div className="media-progress-track">
            <span style={{ width: `${uploadProgress}%` }} />
          </div>
          <small className="muted">
            <Trans>Uploading…</Trans>
          </small>
        </div>
      ) : null}
      {recording && allowAudio ? (
        <AudioRecorder
          onRecorded={(file, seconds) => {
            draft.addRecording(file, seconds);
            setRecording(false);
          }}
          onClose={() => setRecording(false)}
        />
      ) : null}
      <div className="composer-tools">
        <MediaPicker onFiles={(files) => void draft.add(files)} allowAudio={allowAudio} disabled={busy || draft.checking} />
        {allowAudio ? (
          <button type="button" className="composer-tool" onClick={() => setRecording(true)} disabled={busy || draft.checking || recording} aria-expanded={recording}>
            <MicIcon size={18} className="media-icon" /> <Trans>Record</Trans>
          </button>
        ) : null}
      </div>
    </div>
  );
}
