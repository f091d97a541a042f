import { Trans } from '@lingui/react/macro';
import { ReactNode } from 'react';
import { Spinner } from '../../components/Spinner';
import { ListError } from './ListParts';

/** An entry's one action: removing it from the list. */
interface RemoveAction {
  label: ReactNode;
  ariaLabel: string;
  disabled: boolean;
  onClick: () => void;
}

/**
 * A list a paka keeps and moderators read (watched words, e-mail domain blocks, issue 42): what it
 * does, the paka's form to add to it, its loading, failure and empty states, and each entry with
 * the paka's button to remove it.
 */
export function KeptListTab<T>({
  titleId,
  title,
  intro,
  form,
  query,
  what,
  empty,
  label,
  keyOf,
  entry,
  remove,
  children,
}: {
  titleId: string;
  title: string;
  intro: ReactNode;
  /** The paka's form; null for a moderator, who is told only an administrator changes the list. */
  form: ReactNode | null;
  query: { isPending: boolean; isError: boolean; isSuccess: boolean; error: unknown; data?: T[] };
  /** The list's name in a load failure's message. */
  what: string;
  empty: ReactNode;
  /** The list's accessible name. */
  label: string;
  keyOf: (item: T) => number;
  entry: (item: T) => ReactNode;
  /** Absent for a moderator. */
  remove?: (item: T) => RemoveAction;
  /** The confirmation dialog. */
  children: ReactNode;
}) {
  const items = query.isSuccess ? (query.data ?? []) : [];
  return (
    <section aria-labelledby={titleId} className="mod-watch">
      <h2 id={titleId} className="visually-hidden">
        {title}
      </h2>
      <p className="muted">{intro}</p>
      {form ?? (
        <p className="muted">
          <Trans>Only an administrator can change this list.</Trans>
        </p>
      )}
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <ListError error={query.error} what={what} /> : null}
      {query.isSuccess && items.length === 0 ? <p className="mod-empty card">{empty}</p> : null}
      {items.length > 0 ? (
        <ul className="mod-list" aria-label={label}>
          {items.map((item) => {
            const action = remove?.(item);
            return (
              <li key={keyOf(item)} className="mod-member card">
                <div className="mod-member-main">{entry(item)}</div>
                {action ? (
                  <div className="mod-member-actions">
                    <button type="button" className="button small mod-danger" aria-label={action.ariaLabel} disabled={action.disabled} onClick={action.onClick}>
                      {action.label}
                    </button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {children}
    </section>
  );
}
