import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { AppLayout } from '../../components/AppLayout';
import './misc.css';

/** Spec: /search is a placeholder page; members and groups are searched from their own pages. */
export default function SearchPage() {
  const { t } = useLingui();
  return (
    <AppLayout title={t`Search`}>
      <div className="misc-page">
        <section className="card misc-hero">
          <span className="misc-hero-icon" aria-hidden="true">⌕</span>
          <h1>
            <Trans>Search</Trans>
          </h1>
          <p className="muted">
            <Trans>A search across all of Pen is on its way. Meanwhile you can find people and groups here:</Trans>
          </p>
          <div className="misc-actions">
            <Link to="/my-connections" className="button">
              <Trans>Find friends</Trans>
            </Link>
            <Link to="/groups" className="button secondary">
              <Trans>Search groups</Trans>
            </Link>
          </div>
        </section>
      </div>
    </AppLayout>
  );
}
