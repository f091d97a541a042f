import { ReactNode } from 'react';
import { Spinner } from './Spinner';
import './managed-list.css';

/**
 * A settings card's list of things a member made or allowed (API keys, apps, connected apps):
 * loading, a load failure, each item's details with one action button, or what to say when there
 * are none.
 */
export function ManagedList<T>({
  query,
  label,
  loadError,
  empty,
  keyOf,
  details,
  action,
}: {
  query: { isPending: boolean; isError: boolean; data?: T[] };
  /** The list's accessible name. */
  label: string;
  loadError: string;
  empty: string;
  keyOf: (item: T) => string | number;
  details: (item: T) => ReactNode;
  action: (item: T) => { label: string; ariaLabel: string; disabled: boolean; onClick: () => void };
}) {
  const items = query.data;
  return (
    <>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <p className="muted">{loadError}</p> : null}
      {items && items.length > 0 ? (
        <ul className="managed-list" aria-label={label}>
          {items.map((item) => {
            const button = action(item);
            return (
              <li key={keyOf(item)} className="managed-item">
                <div className="managed-info">{details(item)}</div>
                <button type="button" className="button secondary small" disabled={button.disabled} aria-label={button.ariaLabel} onClick={button.onClick}>
                  {button.label}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {items && items.length === 0 ? <p className="muted">{empty}</p> : null}
    </>
  );
}

/** Scopes or other short tags of an item, as small badges. */
export function Badges({ labels }: { labels: string[] }) {
  return (
    <span className="managed-badges">
      {labels.map((l) => (
        <em key={l} className="managed-badge">
          {l}
        </em>
      ))}
    </span>
  );
}
