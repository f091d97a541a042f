import { useLingui } from '@lingui/react/macro';
import { PenLogo } from '../components/PenLogo';

/**
 * What shows while the app starts: the same picture as the static one in index.html (painted
 * before any script has run), so the first paint leads into the first page without a jump.
 * Keep the two in step.
 */
export function AppSplash({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="app-start">
      <div className="app-splash" role="status" aria-live="polite">
        <PenLogo size={56} />
        <span className="app-splash-name" aria-hidden="true">
          Pen
        </span>
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{label ?? t`Starting Pen…`}</span>
      </div>
    </div>
  );
}
