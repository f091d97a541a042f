import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '@pen/sdk';
import { type FormEvent, useId, useState } from 'react';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { useConfirm } from '../../../components/dialog/ConfirmDialog';
import { Spinner } from '../../../components/Spinner';
import { ListError } from '../ListParts';
import { useBlockDomain, useDomainBlocks, useUnblockDomain } from './domain-blocks-api';

/** A paka's form for a new blocked domain. */
function BlockDomainForm() {
  const { t } = useLingui();
  const block = useBlockDomain();
  const { showAlert } = useAlerts();
  const id = useId();
  const [domain, setDomain] = useState('');

  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      const added = (await block.mutateAsync(domain.trim())).domain;
      showAlert(t`${added} is blocked.`, 'success');
      setDomain('');
    } catch (err) {
      showAlert(errorMessage(err, t`Could not block the domain. Please try again.`), 'error');
    }
  }

  return (
    <form className="mod-watch-form card" onSubmit={(e) => void submit(e)}>
      <div className="field">
        <label htmlFor={id}>
          <Trans>Domain</Trans>
        </label>
        <input id={id} type="text" inputMode="url" autoCapitalize="none" spellCheck={false} maxLength={253} required placeholder="example.org" value={domain} onChange={(e) => setDomain(e.target.value)} />
      </div>
      <button type="submit" className="button" disabled={block.isPending || domain.trim() === ''}>
        <Trans>Block</Trans>
      </button>
    </form>
  );
}

/**
 * E-mail domain blocks (issue 42): nobody registers with, or changes their address to, one of these
 * domains or their subdomains (the member reads a message that does not name the block). Existing
 * accounts are not touched. Moderators read the list; a paka changes it.
 */
export function DomainBlocksTab({ canEdit }: { canEdit: boolean }) {
  const blocks = useDomainBlocks();
  const unblock = useUnblockDomain();
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const { confirm, dialog } = useConfirm();

  async function lift(blockId: number, domain: string) {
    if (!(await confirm({ message: t`Allow sign-ups from ${domain} again?`, confirmLabel: t`Unblock` }))) return;
    try {
      await unblock.mutateAsync(blockId);
      showAlert(t`${domain} is no longer blocked.`, 'success');
    } catch (err) {
      showAlert(errorMessage(err, t`Could not unblock the domain. Please try again.`), 'error');
    }
  }

  return (
    <section aria-labelledby="mod-domains-title" className="mod-watch">
      <h2 id="mod-domains-title" className="visually-hidden">
        <Trans>Domain blocks</Trans>
      </h2>
      <p className="muted">
        <Trans>Nobody can sign up with, or change their email address to, a blocked domain or its subdomains. Existing accounts are not affected.</Trans>
      </p>
      {canEdit ? <BlockDomainForm /> : <p className="muted"><Trans>Only an administrator can change this list.</Trans></p>}
      {blocks.isPending ? <Spinner /> : null}
      {blocks.isError ? <ListError error={blocks.error} what={t`domain blocks`} /> : null}
      {blocks.isSuccess && blocks.data.length === 0 ? <p className="mod-empty card">
          <Trans>No domain is blocked.</Trans>
        </p> : null}
      {blocks.isSuccess && blocks.data.length > 0 ? (
        <ul className="mod-list" aria-label={t`Blocked domains`}>
          {blocks.data.map(({ block_id: blockId, domain }) => (
            <li key={blockId} className="mod-member card">
              <div className="mod-member-main">
                <strong>{domain}</strong>
              </div>
              {canEdit ? (
                <div className="mod-member-actions">
                  <button type="button" className="button small mod-danger" aria-label={t`Unblock ${domain}`} disabled={unblock.isPending} onClick={() => void lift(blockId, domain)}>
                    <Trans>Unblock</Trans>
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {dialog}
    </section>
  );
}
