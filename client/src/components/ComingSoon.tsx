import { Link } from 'react-router-dom';

/** A clear placeholder for screens that are not built yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <main className="page narrow">
      <h1>{title}</h1>
      <p className="muted">This part of Pen is coming soon.</p>
      <Link to="/dashboard" className="button secondary">
        Back to the dashboard
      </Link>
    </main>
  );
}
