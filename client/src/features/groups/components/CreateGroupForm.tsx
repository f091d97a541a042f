import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, type GroupThemeColor, type GroupVisibility } from '@pen/sdk';
import { FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { useCreateGroup } from '../api/useGroupActions';
import { DEFAULT_THEME_COLOR, descriptionPreview, GROUP_DESCRIPTION_MAX, GROUP_TITLE_MAX, textOn, memberCount } from '../group-text';
import { EyeIcon, LockIcon, PeopleIcon } from '../../../components/icons/line-icons';
import { ThemeSwatches } from './ThemeSwatches';


/**
 * The create-group form (the New Group tab and /create-group): public or private, name,
 * description, the 12-colour swatch grid and a live preview card.
 */
export function CreateGroupForm() {
  const { t } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const { showAlert } = useAlerts();
  const create = useCreateGroup();
  const [visibility, setVisibility] = useState<GroupVisibility>('group_public');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [color, setColor] = useState<GroupThemeColor>(DEFAULT_THEME_COLOR);
  const missing = !title.trim() || !description.trim();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (missing) return showAlert(t`Group name and description are required.`, 'warning');
    create.mutate(
      { groupTitle: title.trim(), description: description.trim(), visibility, isActive: true, themeColor: color },
      {
        onSuccess: (answer) => {
          showAlert(t`Group created successfully!`, 'success');
          navigate(`/group/${answer.groupId}`);
        },
        onError: (err) => showAlert(errorMessage(err, t`Failed to create group`), 'error'),
      },
    );
  };

  return (
    <form className="grp-create" onSubmit={submit} aria-label={t`New group`}>
      <div className="grp-create-fields">
        <fieldset className="grp-audience">
          <legend>
          <Trans>Who can find it</Trans>
        </legend>
          {(['group_public', 'group_private'] as const).map((v) => (
            <label key={v} className={`grp-audience-option${visibility === v ? ' active' : ''}`}>
              <input type="radio" name={`${id}-visibility`} value={v} checked={visibility === v} onChange={() => setVisibility(v)} />
              {v === 'group_public' ? <EyeIcon /> : <LockIcon />}
              <span>
                <strong>{v === 'group_public' ? t`Public` : t`Private`}</strong>
                <small className="muted">{v === 'group_public' ? t`Visible in search; anyone can ask to join` : t`Hidden from search; join by invitation`}</small>
              </span>
            </label>
          ))}
        </fieldset>

        <div className="field">
          <label htmlFor={`${id}-title`}>
          <Trans>Group name</Trans>
        </label>
          <input id={`${id}-title`} value={title} maxLength={GROUP_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} placeholder={t`e.g. Morning Prayer Circle`} autoComplete="off" />
          <small className="grp-counter muted">
            {title.length} / {GROUP_TITLE_MAX}
          </small>
        </div>
        <div className="field">
          <label htmlFor={`${id}-description`}>
          <Trans>Description</Trans>
        </label>
          <textarea
            id={`${id}-description`}
            value={description}
            maxLength={GROUP_DESCRIPTION_MAX}
            rows={4}
            onChange={(e) => setDescription(e.target.value)}
            placeholder={t`What is this group about? Who is it for?`}
          />
          <small className="grp-counter muted">
            {description.length} / {GROUP_DESCRIPTION_MAX}
          </small>
        </div>
        <div className="field">
          <span className="grp-label">
          <Trans>Theme colour</Trans>
        </span>
          <ThemeSwatches value={color} onChange={setColor} name={`${id}-theme`} />
        </div>
      </div>

      <aside className="grp-preview" aria-label={t`Preview`}>
        <span className="grp-label">
          <Trans>Preview</Trans>
        </span>
        <div className="grp-card card grp-preview-card">
          <div className="grp-card-band" style={{ background: color, color: textOn(color) }}>
            <h2 className="grp-card-title">{title.trim() || t`Your group name`}</h2>
            <span className="grp-chip grp-chip-light">{visibility === 'group_public' ? t`Visible` : t`Hidden`}</span>
          </div>
          <div className="grp-card-body">
            <p className="grp-card-description">{descriptionPreview(description) || t`A few words about your group.`}</p>
            <span className="grp-card-meta muted">
              <PeopleIcon /> {memberCount(1)}
            </span>
          </div>
        </div>
        <button type="submit" className="button grp-create-submit" disabled={missing || create.isPending}>
          {create.isPending ? t`Creating...` : t`Create group`}
        </button>
      </aside>
    </form>
  );
}
