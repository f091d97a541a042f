import { Link } from 'react-router-dom';
import { AppLayout } from '../../components/AppLayout';
import { CreateGroupForm } from './components/CreateGroupForm';
import './groups.css';

/** /create-group: the create form on its own page. */
export default function CreateGroupPage() {
  return (
    <AppLayout title="New group">
      <div className="grp-page">
        <header className="grp-page-head">
          <div>
            <h1>New group</h1>
            <p className="muted">Gather people to pray, study and encourage one another.</p>
          </div>
          <Link to="/groups" className="button secondary">
            My groups
          </Link>
        </header>
        <section className="card grp-panel">
          <CreateGroupForm />
        </section>
      </div>
    </AppLayout>
  );
}
