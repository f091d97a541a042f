import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '@pen/sdk';
import { type FormEvent, useId, useState } from 'react';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { useConfirm } from '../../../components/dialog/ConfirmDialog';
import { KeptListTab } from '../KeptListTab';
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
    <KeptListTab
      titleId="mod-domains-title"
      title={t`Domain blocks`}
      intro={<Trans>Nobody can sign up with, or change their email address to, a blocked domain or its subdomains. Existing accounts are not affected.</Trans>}
      form={canEdit ? <BlockDomainForm /> : null}
      query={blocks}
      what={t`domain blocks`}
      empty={<Trans>No domain is blocked.</Trans>}
      label={t`Blocked domains`}
      keyOf={(block) => block.block_id}
      entry={({ domain }) => <strong>{domain}</strong>}
      remove={
        canEdit
          ? ({ block_id: blockId, domain }) => ({
              label: <Trans>Unblock</Trans>,
              ariaLabel: t`Unblock ${domain}`,
              disabled: unblock.isPending,
              onClick: () => void lift(blockId, domain),
            })
          : undefined
      }
    >
      {dialog}
    </KeptListTab>
  );
}
