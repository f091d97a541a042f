import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, type GroupDto, type GroupThemeColor } from '@pen/sdk';
import { useState } from 'react';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { useChangeThemeColor } from '../api/useGroupActions';
import { THEME_COLORS } from '../group-text';
import { Dialog } from '../../../components/dialog/Dialog';
import { ThemeSwatches } from './ThemeSwatches';

const isPreset = (c: string): c is GroupThemeColor => (THEME_COLORS as readonly string[]).includes(c);

/** Admins pick one of the 12 preset colours. */
export function ThemeDialog({ group, onClose }: { group: GroupDto; onClose: () => void }) {
  const { t } = useLingui();
  const [color, setColor] = useState<GroupThemeColor>(isPreset(group.theme_color) ? group.theme_color : THEME_COLORS[0]);
  const change = useChangeThemeColor();
  const { showAlert } = useAlerts();
  const save = () =>
    change.mutate(
      { groupId: group.group_id, color },
      {
        onSuccess: () => {
          showAlert(t`Theme colour changed`, 'success');
          onClose();
        },
        onError: (err) => showAlert(errorMessage(err, t`Failed to change group theme color`), 'error'),
      },
    );
  return (
    <Dialog title={t`Theme colour`} onClose={onClose}>
      <div className="grp-theme-preview" style={{ background: color }} aria-hidden="true" />
      <ThemeSwatches value={color} onChange={setColor} name="grp-theme-change" />
      <div className="grp-dialog-actions">
        <button type="button" className="button secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="button" onClick={save} disabled={change.isPending || color === group.theme_color}>
          {change.isPending ? t`Saving…` : t`Save colour`}
        </button>
      </div>
    </Dialog>
  );
}
