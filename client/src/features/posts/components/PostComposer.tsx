import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, type CreatePostDto } from '@pen/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormEvent, ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { MediaComposer } from '../../../components/media/MediaComposer';
import { MESSAGES } from '../../../components/media/media-rules';
import { useMediaDraft } from '../../../components/media/useMediaDraft';
import { useMediaUpload } from '../../../components/media/useMediaUpload';
import { postKeys } from '../api/keys';
import { remindsDescriptions } from '../description-reminder';
import { goBack } from '../navigation';
import { GlobeIcon, PeopleIcon } from '../../../components/icons/line-icons';
import { pen } from '../../../lib/sdk';
import { DraftDescriptions } from './DraftDescriptions';

export const POST_MAX_LENGTH = 5000;
type Visibility = NonNullable<CreatePostDto['visibility']>;
type PostType = NonNullable<CreatePostDto['postType']>;
type CommentPolicy = NonNullable<CreatePostDto['comment_policy']>;

interface ComposerProps {
  title: string;
  placeholder: string;
  /** Error fallback of this form (spec: 'Failed to create post' / 'Failed to create Prayer Request'). */
  failure: string;
  postType: PostType;
  /** Extra fields above the text (the prayer type selector). */
  children?: ReactNode;
  className?: string;
  /** Written from a group's Prayer tab (issue 44): "This group" is offered, and chosen at first. */
  groupId?: number;
}

/**
 * The form shared by "create post" and "create prayer request": audience toggle, text, media
 * (add media, record, previews, a description of each), guidelines and Share. A post with media
 * is created with isReady false and its files are uploaded right after, then their descriptions;
 * it appears once processed. With "Remind me to add descriptions" on, the first Share with an
 * undescribed file asks for a description instead; the next one shares as it is.
 */
export function PostComposer({ title, placeholder, failure, postType, children, className, groupId }: ComposerProps) {
  const { t } = useLingui();
  const [visibility, setVisibility] = useState<Visibility>(groupId ? 'group' : 'public');
  const audiences: Visibility[] = groupId ? ['group', 'public', 'friends'] : ['public', 'friends'];
  const forGroup = visibility === 'group' && groupId !== undefined;
  const [content, setContent] = useState('');
  const [reminded, setReminded] = useState(false);
  // Issue 44: who may comment (every post); anonymous and "for someone else" (prayer requests only).
  const [commentPolicy, setCommentPolicy] = useState<CommentPolicy>('everyone');
  const [anonymous, setAnonymous] = useState(false);
  const [forSomeoneElse, setForSomeoneElse] = useState(false);
  const [consent, setConsent] = useState(false);
  const request = postType !== 'normal';
  const textId = useId();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { showAlert } = useAlerts();
  const draft = useMediaDraft({ allowAudio: true, onError: (m) => showAlert(m, 'warning') });
  const upload = useMediaUpload();

  const share = useMutation({
    mutationFn: async () => {
      const audience = forGroup ? { visibility, groupId } : { visibility };
      const options = request ? { anonymous, for_someone_else: forSomeoneElse, consent_confirmed: forSomeoneElse ? consent : undefined } : {};
      const created = await pen.posts.createPost({ body: { content, ...audience, isReady: !draft.hasMedia, postType, comment_policy: commentPolicy, ...options } });
      if (draft.hasMedia) {
        try {
          await upload.mutateAsync({ target: { postId: created.postId }, items: draft.items });
        } catch (err) {
          // The post exists but waits for media that will not come: say so, the author can delete it.
          showAlert(errorMessage(err, MESSAGES.uploadFailed), 'error');
        }
      }
      return created;
    },
    onSuccess: (created) => {
      void qc.invalidateQueries({ queryKey: postKeys.all });
      showAlert(created.message, 'success');
      navigate(forGroup ? `/group/${groupId}?tab=prayer` : '/dashboard');
    },
    onError: (err) => showAlert(errorMessage(err, failure), 'error'),
  });

  const empty = !content.trim() && !draft.hasMedia;
  const undescribed = draft.items.find((i) => !i.description?.trim());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.checking) return showAlert(MESSAGES.waitVideo, 'warning');
    if (empty) return showAlert(t`Content or media is required`, 'warning');
    if (request && forSomeoneElse && !consent) return showAlert(t`Confirm that you have this person's permission, or use only their first name`, 'warning');
    if (undescribed && !reminded && remindsDescriptions()) {
      setReminded(true);
      document.querySelector<HTMLTextAreaElement>(`.pen-draft-description textarea[data-item="${undescribed.id}"]`)?.focus();
      return;
    }
    share.mutate();
  };

  return (
    <form className={`card pen-composer ${className ?? ''}`} onSubmit={submit} aria-labelledby={`${textId}-title`}>
      <div className="pen-composer-head">
        <button type="button" className="pen-icon-button" aria-label={t`Close`} onClick={() => goBack(navigate, '/dashboard')}>
          ✕
        </button>
        <h1 id={`${textId}-title`}>{title}</h1>
        <div className="pen-audience-toggle" role="group" aria-label={t`Who can see this`}>
          {audiences.map((v) => (
            <button key={v} type="button" aria-pressed={visibility === v} className={visibility === v ? 'active' : ''} onClick={() => setVisibility(v)}>
              {v === 'public' ? <GlobeIcon /> : <PeopleIcon />} {v === 'public' ? t`Public` : v === 'group' ? t`This group` : t`Friends`}
            </button>
          ))}
        </div>
      </div>
      {children}
      <label htmlFor={textId} className="visually-hidden">
        <Trans>{title} text</Trans>
      </label>
      <textarea
        id={textId}
        className="pen-composer-text"
        placeholder={placeholder}
        value={content}
        maxLength={POST_MAX_LENGTH}
        rows={6}
        autoFocus
        onChange={(e) => setContent(e.target.value)}
      />
      <div className="pen-composer-count muted" aria-live="polite">
        {content.length > POST_MAX_LENGTH - 500 ? `${content.length} / ${POST_MAX_LENGTH}` : ''}
      </div>
      {/* Add media, Record, previews and the video check progress (media feature). */}
      <MediaComposer draft={draft} allowAudio uploadProgress={upload.progress} busy={share.isPending} />
      <DraftDescriptions items={draft.items} onDescribe={draft.describe} />
      <div className="pen-composer-options">
        <label className="pen-composer-option">
          <Trans>Who can comment</Trans>{' '}
          <select value={commentPolicy} onChange={(e) => setCommentPolicy(e.target.value as CommentPolicy)}>
            <option value="everyone">{t`Everyone who can see it`}</option>
            <option value="friends">{t`Only friends`}</option>
            <option value="none">{request ? t`Nobody (only “I prayed” and likes)` : t`Nobody (only likes)`}</option>
          </select>
        </label>
        {request ? (
          <>
            <label className="pen-composer-option">
              <input type="checkbox" checked={anonymous} onChange={(e) => setAnonymous(e.target.checked)} /> <Trans>Post anonymously</Trans>
              <span className="pen-composer-hint muted">
                {' '}
                <Trans>Others see “Anonymous” instead of your name and picture. Moderators can still see who wrote it.</Trans>
              </span>
            </label>
            <label className="pen-composer-option">
              <input type="checkbox" checked={forSomeoneElse} onChange={(e) => setForSomeoneElse(e.target.checked)} /> <Trans>This request is for someone else</Trans>
            </label>
            {forSomeoneElse ? (
              <label className="pen-composer-option pen-composer-consent">
                <input type="checkbox" checked={consent} required onChange={(e) => setConsent(e.target.checked)} />{' '}
                <Trans>I have this person&apos;s permission to share this, or I use only their first name.</Trans>
              </label>
            ) : null}
          </>
        ) : null}
      </div>
      {reminded && undescribed ? (
        <p className="pen-describe-reminder" role="alert">
          <Trans>Add a description so members who cannot see or hear your media can follow too. To share without one, press Share again.</Trans>
        </p>
      ) : null}
      <p className="pen-guidelines muted">
        <Trans>
          Please keep Pen a place of grace: share with kindness, respect others&apos; faith journeys and privacy, and do not post hateful, violent, sexual or
          misleading content. Videos can be up to 10 minutes long, recordings up to 30 minutes, and up to 4 images per post.
        </Trans>
      </p>
      <div className="pen-composer-actions">
        <button type="submit" className="button pen-share" disabled={empty || share.isPending || draft.checking}>
          {share.isPending ? t`Sharing…` : t`Share`}
        </button>
      </div>
    </form>
  );
}
