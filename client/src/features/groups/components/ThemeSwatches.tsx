import { useLingui } from '@lingui/react/macro';
import type { GroupThemeColor } from '@pen/sdk';
import { THEME_COLORS } from '../group-text';

/** The 12-colour theme grid (radio buttons, so arrow keys and screen readers work). */
export function ThemeSwatches({ value, onChange, name = 'theme' }: { value: string; onChange: (c: GroupThemeColor) => void; name?: string }) {
  const { t } = useLingui();
  return (
    <div className="grp-swatches" role="radiogroup" aria-label={t`Theme colour`}>
      {THEME_COLORS.map((c) => (
        <label key={c} className="grp-swatch" style={{ background: c }} title={c}>
          <input type="radio" name={name} value={c} checked={value === c} onChange={() => onChange(c)} aria-label={t`Colour ${c}`} />
          <span className="grp-swatch-check" aria-hidden="true">
            ✓
          </span>
        </label>
      ))}
    </div>
  );
}
