// Webhooks' public surface (issue 45): its modules.
export { WebhooksModule, WebhooksWorkerModule } from './webhooks.module';
