import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { AppLayout } from '../../components/AppLayout';
import { CreateGroupForm } from './components/CreateGroupForm';
import './groups.css';

/** /create-group: the create form on its own page. */
export default function CreateGroupPage() {
  const { t } = useLingui();
  return (
    <AppLayout title={t`New group`}>
      <div className="grp-page">
        <header className="grp-page-head">
          <div>
            <h1>
            <Trans>New group</Trans>
          </h1>
            <p className="muted">
            <Trans>Gather people to pray, study and encourage one another.</Trans>
          </p>
          </div>
          <Link to="/groups" className="button secondary">
            <Trans>My groups</Trans>
          </Link>
        </header>
        <section className="card grp-panel">
          <CreateGroupForm />
        </section>
      </div>
    </AppLayout>
  );
}
