import { type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LegalLayout } from './LegalLayout';
import { formatLongDate } from '../../lib/format';

/** The policy's date (spec: 21 April 2025), written the active language's way. */
const PRIVACY_POLICY_DATE = '2025-04-21';

interface Section {
  id: string;
  title: MessageDescriptor;
  body: ReactNode;
}

const SECTIONS: Section[] = [
  {
    id: 'data-we-collect',
    title: msg`Data we collect`,
    body: (
      <>
        <p>
          <Trans>We collect only what Pen needs to work:</Trans>
        </p>
        <ul>
          <li>
            <Trans>Account data you give us: username, e-mail address, your testimony (shown as your bio), relationship mode, an optional user code and a profile picture.</Trans>
          </li>
          <li>
            <Trans>A hash of your password. We never store or see the password itself.</Trans>
          </li>
          <li>
            <Trans>Content you create: posts, prayer requests, comments, likes, images, videos and audio recordings, group memberships and connections with other members.</Trans>
          </li>
          <li>
            <Trans>Session data: for each device you sign in on, the device identifier, the browser&apos;s user agent (at most 500 characters), the IP address and when the session was created and last used.</Trans>
          </li>
          <li>
            <Trans>Notifications we create for you and your notification settings, including web push subscriptions when you allow them.</Trans>
          </li>
          <li>
            <Trans>Your prayers: the requests you said you prayed for, your commitments to pray for a request (for how many days, and when they end), the time and time zone
            you chose for your daily prayer reminder, and the urgent requests you dismissed. The author of a request sees who prayed for it; your commitments and your
            reminder time are seen by nobody else.</Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'device-identifier',
    title: msg`The device identifier in local storage`,
    body: (
      <p>
        <Trans>When you first open Pen, your browser generates a random device identifier and keeps it in its local storage. It contains nothing about you. We receive it when
        you sign in or register so we can show you your active sessions and let you sign out a single device. Clearing your browser&apos;s site data removes it; a new one
        is made on your next visit.</Trans>
      </p>
    ),
  },
  {
    id: 'cookies',
    title: msg`Cookies`,
    body: (
      <>
        <p>
          <Trans>Pen uses one essential cookie: a secure, http-only cookie that keeps you signed in on this device. It cannot be read by scripts and is removed when you log
          out. Your short-lived access token is kept in session storage and disappears when you close the tab.</Trans>
        </p>
        <p>
          <Trans>Personalization, analytics and advertising are optional and off until you allow them in the <Link to="/cookie-consent">cookie settings</Link>, which you can
          change at any time. Your choice is remembered in local storage only when personalization is allowed; when you are signed in it is also saved to your account.</Trans>
        </p>
      </>
    ),
  },
  {
    id: 'analytics',
    title: msg`Analytics`,
    body: (
      <p>
        <Trans>With your consent we may measure how Pen is used (for example which pages are opened and how fast they load) in aggregated form to improve the service. We do not
        sell this data and we do not use the content of your posts or prayer requests for analytics. Without analytics consent no such measurement takes place.</Trans>
      </p>
    ),
  },
  {
    id: 'affiliate-links',
    title: msg`Affiliate links`,
    body: (
      <p>
        <Trans>Some links on Pen, for example to books or resources, may be affiliate links: if you buy something after following one, Pen may receive a small commission at no
        extra cost to you. The seller sees that you came from Pen; we receive no personal data about your purchase.</Trans>
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: msg`Acceptable use`,
    body: (
      <>
        <p>
          <Trans>Pen is a place of faith, encouragement and respect. You agree not to:</Trans>
        </p>
        <ul>
          <li>
            <Trans>post anything unlawful, hateful, harassing, sexually explicit or violent;</Trans>
          </li>
          <li>
            <Trans>impersonate others, spam, or collect other members&apos; data;</Trans>
          </li>
          <li>
            <Trans>share content you do not have the right to share;</Trans>
          </li>
          <li>
            <Trans>try to break, overload or get around the security of the service.</Trans>
          </li>
        </ul>
        <p>
          <Trans>We may remove content or suspend accounts that break these rules or the <Link to="/terms-of-service">terms of service</Link>.</Trans>
        </p>
      </>
    ),
  },
  {
    id: 'public-content',
    title: msg`Public content`,
    body: (
      <p>
        <Trans>Posts, prayer requests and comments you publish as public, your username, testimony and profile picture can be seen by every member of Pen. Please do not share
        anything publicly that you would not want others to read, such as health details of another person, addresses or phone numbers.</Trans>
      </p>
    ),
  },
  {
    id: 'friends-only',
    title: msg`Friends-only content`,
    body: (
      <p>
        <Trans>Content you share with friends only is shown to you and the members you have accepted as connections, and its images, videos and recordings are protected the same
        way. It is protected by access control on our servers, but it is <strong>not end-to-end encrypted</strong>: it is stored on our systems in readable form.
        Pen has no private messaging.</Trans>
      </p>
    ),
  },
  {
    id: 'children',
    title: msg`Children`,
    body: (
      <p>
        <Trans>Pen is meant for adults and young people aged 13 or older. Younger children may not create an account. If you believe a child under 13 has registered, contact us
        and we will delete the account.</Trans>
      </p>
    ),
  },
  {
    id: 'data-controller',
    title: msg`Data controller and contact`,
    body: (
      <p>
        <Trans>The Pen team is the controller of your personal data. For questions about this policy, to see or correct your data, or to exercise any of your data protection
        rights, please use our <Link to="/contact-pen">contact page</Link>. You may also lodge a complaint with your local data protection authority.</Trans>
      </p>
    ),
  },
  {
    id: 'international-transfers',
    title: msg`International transfers`,
    body: (
      <p>
        <Trans>Our servers and service providers (hosting, e-mail delivery and push notification services of your browser&apos;s vendor) may process data outside your country.
        Where data leaves the European Economic Area, we rely on adequacy decisions or the European Commission&apos;s standard contractual clauses to keep it protected.</Trans>
      </p>
    ),
  },
  {
    id: 'blocking',
    title: msg`Blocking and muting`,
    body: (
      <p>
        <Trans>If you block a member, it works both ways and at once: neither of you sees the other&apos;s posts, comments, group comments or profile, any friendship or friend
        request between you ends, neither can comment on or like the other&apos;s content or invite the other to a group, and nothing they do (a mention included) notifies you. They
        are not told. Muting a member only takes their posts out of your feed and stops their notifications to you; they notice nothing. You can undo both in{' '}
        <Link to="/settings">Settings</Link>.</Trans>
      </p>
    ),
  },
  {
    id: 'your-data',
    title: msg`A copy of your data`,
    body: (
      <p>
        <Trans>You can take your data with you (GDPR Article 20): choose &quot;Download my data&quot; in <Link to="/settings">Settings</Link>. We prepare one ZIP file with your
        profile, posts (with their comment counts and media file names), comments, likes, connections, group memberships and group comments, notifications, sessions,
        cookie consents and your original media files, in JSON, and e-mail you a download link. The link works for 7 days and only for that file; then the file is
        deleted. You can ask for a copy once every 24 hours.</Trans>
      </p>
    ),
  },
  {
    id: 'account-deletion',
    title: msg`Deleting your account`,
    body: (
      <p>
        <Trans>You can delete your account yourself in your profile settings. Deletion is automated: you are signed out on every device at once, your profile disappears from
        Pen, and all your data (posts, comments, media, connections, sessions and notifications) is removed from our systems within 30 days.</Trans>
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  const { t, i18n } = useLingui();
  const updated = formatLongDate(new Date(2025, 3, 21));
  return (
    <LegalLayout
      title={t`Privacy policy`}
      lead={
        <Trans>
          Last updated: <time dateTime={PRIVACY_POLICY_DATE}>{updated}</time>
        </Trans>
      }
    >
      <p>
        <Trans>
          This policy explains what personal data Pen, a faith-centred social network, processes when you use it, why, and the choices you have. We keep it short
          and plain.
        </Trans>
      </p>
      <nav className="legal-toc" aria-label={t`Contents`}>
        <strong>
          <Trans>Contents</Trans>
        </strong>
        <ol>
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{i18n._(s.title)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {SECTIONS.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
          <h2 id={`${s.id}-title`}>{i18n._(s.title)}</h2>
          {s.body}
        </section>
      ))}
    </LegalLayout>
  );
}
