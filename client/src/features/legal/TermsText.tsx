import { Trans, useLingui } from '@lingui/react/macro';
import { PenApiError, errorMessage } from '@pen/sdk';
import { Spinner } from '../../components/Spinner';
import { useLatestTerms } from './useLatestTerms';



/**
 * The latest terms with their line breaks kept; reused by the registration overlay.
 */
export function TermsText() {
  const { t } = useLingui();
  const terms = useLatestTerms();
  // Spec wording when no terms are stored.
  const notFound = t`Content not found`;
  if (terms.isPending) return <Spinner label={t`Loading the terms of service…`} />;
  if (terms.isError) {
    const missing = terms.error instanceof PenApiError && terms.error.status === 404;
    return (
      <div className="legal-empty" role="alert">
        <p>{missing ? notFound : errorMessage(terms.error, notFound)}</p>
        {!missing ? (
          <button type="button" className="button secondary" onClick={() => void terms.refetch()}>
            <Trans>Try again</Trans>
          </button>
        ) : null}
      </div>
    );
  }
  if (!terms.data.content.trim()) return <p className="legal-empty">{notFound}</p>;
  return <div className="terms-text" data-testid="terms-text">{terms.data.content}</div>;
}
