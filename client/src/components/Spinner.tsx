import { useLingui } from '@lingui/react/macro';

export function Spinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="spinner-wrap" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t`Loading…`}</span>
    </div>
  );
}
