import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, type CreatedWebhookDto, type WebhookDto, type WebhookEventType } from '@pen/sdk';
import { FormEvent, useId, useState } from 'react';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { useConfirm } from '../../components/dialog/ConfirmDialog';
import { Badges } from '../../components/ManagedList';
import { SecretShownOnce } from '../../components/SecretShownOnce';
import { Spinner } from '../../components/Spinner';
import { useCreateWebhook, useDeleteWebhook, useSetWebhookEnabled, useWebhooks } from './useWebhooks';

/** The events a member may choose, in the order shown, with what each means to them. */
const EVENT_LABELS = {
  'post.created': msg`You publish a post`,
  'prayer_request.created': msg`You publish a prayer request`,
  'prayer_request.answered': msg`You mark a prayer request answered`,
  'comment.created': msg`Someone comments on your post`,
  'prayer.prayed': msg`Someone prays for your prayer request`,
  'group.member_joined': msg`Someone joins a group you administer`,
  'connection.requested': msg`Someone sends you a friend request`,
  'connection.accepted': msg`Someone accepts your friend request`,
} satisfies Record<WebhookEventType, unknown>;
const EVENTS = Object.keys(EVENT_LABELS) as WebhookEventType[];

/** The new webhook's signing secret, shown this once. */
function NewWebhookSecret({ created, onDone }: { created: CreatedWebhookDto; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <SecretShownOnce
      secret={created.secret}
      label={t`Your new webhook's signing secret`}
      copyFailed={t`Could not copy. Select the secret and copy it yourself.`}
      testId="webhook-secret"
      onDone={onDone}
    >
      <Trans>
        <strong>Copy the signing secret now.</strong> You will not be able to see it again. Your server uses it to check that messages come from Pen.
      </Trans>
    </SecretShownOnce>
  );
}

/** /settings: "Webhooks": Pen posts signed messages to the member's own server when something happens. */
export function WebhooksCard() {
  const { t, i18n } = useLingui();
  const { showAlert } = useAlerts();
  const { confirm, dialog } = useConfirm();
  const webhooks = useWebhooks();
  const create = useCreateWebhook();
  const setEnabled = useSetWebhookEnabled();
  const remove = useDeleteWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [created, setCreated] = useState<CreatedWebhookDto | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const urlId = useId();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (url.trim() === '') return setFormError(t`Enter the address of your server`);
    if (events.length === 0) return setFormError(t`Choose at least one event`);
    setFormError(null);
    try {
      setCreated(await create.mutateAsync({ url: url.trim(), events }));
      setUrl('');
      setEvents([]);
    } catch (err) {
      setFormError(errorMessage(err, t`Could not create the webhook. Please try again`));
    }
  }

  async function toggle(hook: WebhookDto) {
    try {
      await setEnabled.mutateAsync({ id: hook.id, enabled: !hook.enabled });
      showAlert(hook.enabled ? t`Webhook turned off` : t`Webhook turned on`, 'success');
    } catch (err) {
      showAlert(errorMessage(err, t`Could not change the webhook. Please try again`), 'error');
    }
  }

  async function del(hook: WebhookDto) {
    const address = hook.url;
    const ok = await confirm({ message: t`Delete the webhook to ${address}? Nothing more is sent there. This cannot be undone.`, confirmLabel: t`Delete`, danger: true });
    if (!ok) return;
    try {
      await remove.mutateAsync(hook.id);
      if (created?.webhook.id === hook.id) setCreated(null);
      showAlert(t`Webhook deleted`, 'success');
    } catch (err) {
      showAlert(errorMessage(err, t`Could not delete the webhook. Please try again`), 'error');
    }
  }

  const items = webhooks.data;
  return (
    <section className="card api-keys-card webhooks-card" aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">
        <Trans>Webhooks</Trans>
      </h2>
      <p className="muted">
        <Trans>
          Pen tells your own server when something happens: it posts a signed message (Standard Webhooks) to the address you give. Check each message with the
          signing secret.
        </Trans>
      </p>
      {created ? <NewWebhookSecret created={created} onDone={() => setCreated(null)} /> : null}
      <form className="api-key-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={urlId}>
            <Trans>Address of your server</Trans>
          </label>
          <input id={urlId} type="url" inputMode="url" value={url} maxLength={2000} placeholder="https://" onChange={(e) => setUrl(e.target.value)} />
        </div>
        <fieldset className="api-key-scopes">
          <legend>
            <Trans>Send a message when</Trans>
          </legend>
          {EVENTS.map((event) => (
            <label key={event}>
              <input
                type="checkbox"
                checked={events.includes(event)}
                onChange={(e) => setEvents(e.target.checked ? [...events, event] : events.filter((x) => x !== event))}
              />
              <span>{i18n._(EVENT_LABELS[event])}</span>
            </label>
          ))}
        </fieldset>
        {formError ? (
          <p className="field-error" role="alert">
            {formError}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending ? t`Creating…` : t`Create webhook`}
        </button>
      </form>
      {webhooks.isPending ? <Spinner /> : null}
      {webhooks.isError ? <p className="muted">{t`Could not load your webhooks. Please try again later`}</p> : null}
      {items && items.length > 0 ? (
        <ul className="managed-list" aria-label={t`Your webhooks`}>
          {items.map((hook) => {
            const address = hook.url;
            return (
              <li key={hook.id} className="managed-item">
                <div className="managed-info">
                  <strong className="webhook-url">{address}</strong>
                  <Badges labels={hook.events.map((e) => i18n._(EVENT_LABELS[e]))} />
                  <span className="api-key-dates">{hook.enabled ? <Trans>On</Trans> : <Trans>Off: Pen stopped sending after repeated failures, or you turned it off.</Trans>}</span>
                </div>
                <div className="webhook-actions">
                  <button
                    type="button"
                    className="button secondary small"
                    disabled={setEnabled.isPending}
                    aria-label={hook.enabled ? t`Turn off the webhook to ${address}` : t`Turn on the webhook to ${address}`}
                    onClick={() => void toggle(hook)}
                  >
                    {hook.enabled ? t`Turn off` : t`Turn on`}
                  </button>
                  <button type="button" className="button secondary small" disabled={remove.isPending} aria-label={t`Delete the webhook to ${address}`} onClick={() => void del(hook)}>
                    {t`Delete`}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {items && items.length === 0 ? <p className="muted">{t`You have no webhooks.`}</p> : null}
      {dialog}
    </section>
  );
}
