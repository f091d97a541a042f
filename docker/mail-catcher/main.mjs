// The mail catcher of docker/compose.yaml: npm start's development mail sink (scripts/lib/mail-sink.mjs)
// on fixed ports. SMTP on 1025 (SMTP_URL=smtp://mail:1025), the mails on http://<host>:8025/ and as
// JSON on /mails?to=<address>. For trying the stack and for its test; production sends to a real relay.
import { startMailSink } from './mail-sink.mjs';

const sink = await startMailSink({ smtpPort: 1025, httpPort: 8025, host: '0.0.0.0', dir: process.env.MAIL_DIR || undefined });
console.log(`mail catcher: SMTP on ${sink.smtpPort}, web and JSON on ${sink.httpPort}`);

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    void sink.stop().then(() => process.exit(0));
  });
}
