import { PenApiError, errorMessage } from '@pen/sdk';
import { Spinner } from '../../components/Spinner';
import { useLatestTerms } from './useLatestTerms';

/** Spec wording when no terms are stored. */
export const TERMS_NOT_FOUND = 'Content not found';

/**
 * The latest terms with their line breaks kept; reused by the registration overlay.
 */
export function TermsText() {
  const terms = useLatestTerms();
  if (terms.isPending) return <Spinner label="Loading the terms of service…" />;
  if (terms.isError) {
    const missing = terms.error instanceof PenApiError && terms.error.status === 404;
    return (
      <div className="legal-empty" role="alert">
        <p>{missing ? TERMS_NOT_FOUND : errorMessage(terms.error, TERMS_NOT_FOUND)}</p>
        {!missing ? (
          <button type="button" className="button secondary" onClick={() => void terms.refetch()}>
            Try again
          </button>
        ) : null}
      </div>
    );
  }
  if (!terms.data.content.trim()) return <p className="legal-empty">{TERMS_NOT_FOUND}</p>;
  return <div className="terms-text" data-testid="terms-text">{terms.data.content}</div>;
}
