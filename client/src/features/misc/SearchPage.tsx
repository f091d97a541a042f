import { Link } from 'react-router-dom';
import { AppLayout } from '../../components/AppLayout';
import './misc.css';

/** Spec: /search is a placeholder page; members and groups are searched from their own pages. */
export default function SearchPage() {
  return (
    <AppLayout title="Search">
      <div className="misc-page">
        <section className="card misc-hero">
          <span className="misc-hero-icon" aria-hidden="true">⌕</span>
          <h1>Search</h1>
          <p className="muted">A search across all of Pen is on its way. Meanwhile you can find people and groups here:</p>
          <div className="misc-actions">
            <Link to="/my-connections" className="button">
              Find friends
            </Link>
            <Link to="/groups" className="button secondary">
              Search groups
            </Link>
          </div>
        </section>
      </div>
    </AppLayout>
  );
}
