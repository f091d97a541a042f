import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '../../../components/Spinner';
import { useAuditLog } from '../api/hooks';
import { ListError, LoadMore } from '../ListParts';
import { formatDateTime } from '../../../lib/format';
import { AuditSnapshot } from './AuditSnapshot';

/** "resolve_report" → "resolve report": the server's action names, readable. */
const readable = (s: string) => s.replace(/_/g, ' ');

/** Every moderator action, newest first, read-only (the log is append-only on the server). */
export function AuditLogTab() {
  const log = useAuditLog();
  const { t } = useLingui();
  return (
    <section aria-labelledby="mod-audit-title">
      <h2 id="mod-audit-title" className="visually-hidden">
        <Trans>Audit log</Trans>
      </h2>
      {log.isPending ? <Spinner /> : null}
      {log.isError ? <ListError error={log.error} what={t`the audit log`} /> : null}
      {log.isSuccess && log.items.length === 0 ? <p className="mod-empty card">
          <Trans>No moderator action yet.</Trans>
        </p> : null}
      {log.items.length > 0 ? (
        <ol className="mod-audit card" aria-label={t`Audit log`}>
          {log.items.map((e) => (
            <li key={e.entry_id}>
              <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time>
              <span className="mod-audit-what">
                <b>{e.actor.user_id === null ? t`command line` : e.actor.user_name}</b> {readable(e.action)}{' '}
                {/* The label is data, named in the operators' language when the action was taken; old entries whose target was gone have only the type and id. */}
                <span className="muted">{e.target_label ?? `${readable(e.target_type)} #${e.target_id}`}</span>
              </span>
              {e.note ? <span className="mod-note">“{e.note}”</span> : null}
              {e.snapshot ? <AuditSnapshot snapshot={e.snapshot} /> : null}
            </li>
          ))}
        </ol>
      ) : null}
      <LoadMore query={log} />
    </section>
  );
}
