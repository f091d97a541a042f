import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ComponentType, lazy, ReactNode, Suspense, useState } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { AppSplash } from './AppSplash';
import { Protected, RootRedirect, VisitorOnly } from './guards';
import { Titled } from './Titled';

type PageModule = { default: ComponentType };

/**
 * A lazy page that can also be fetched ahead of its first render (see preloadPage). Once its
 * chunk is there, the page renders at once: through lazy() alone it would still suspend for a
 * tick on its first render, and React then keeps the fallback up for up to 300 ms (its
 * fallback throttle) before showing the page, and so before the page can even ask for its data.
 */
function page(importer: () => Promise<PageModule>) {
  let loaded: ComponentType | undefined;
  let loading: Promise<PageModule> | undefined;
  const load = (): Promise<PageModule> =>
    (loading ??= importer().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (err: unknown) => {
        loading = undefined; // a later render may try again
        throw err;
      },
    ));
  const Lazy = lazy(load);
  function Page() {
    // Decided once per mount: switching from Lazy to the loaded component later would remount the page.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready /> : <Lazy />;
  }
  return Object.assign(Page, { load });
}

// Every page is its own chunk, so the first page loads only what it shows.
const LoginPage = page(() => import('../features/auth/LoginPage'));
const RegisterPage = page(() => import('../features/auth/RegisterPage'));
const ForgotPasswordPage = page(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = page(() => import('../features/auth/ResetPasswordPage'));
const VerifyEmailPage = page(() => import('../features/auth/VerifyEmailPage'));
const CancelEmailChangePage = page(() => import('../features/auth/CancelEmailChangePage'));
const SetNewPasswordPage = page(() => import('../features/auth/SetNewPasswordPage'));
const PrivacyPolicyPage = page(() => import('../features/legal/PrivacyPolicyPage'));
const TermsOfServicePage = page(() => import('../features/legal/TermsOfServicePage'));
const RulesPage = page(() => import('../features/legal/RulesPage'));
const TransparencyPage = page(() => import('../features/legal/TransparencyPage'));
const CrisisPage = page(() => import('../features/legal/CrisisPage'));
const CookieConsentPage = page(() => import('../features/legal/CookieConsentPage'));
const ContactPage = page(() => import('../features/legal/ContactPage'));
const DashboardPage = page(() => import('../features/dashboard/DashboardPage'));
const ProfilePage = page(() => import('../features/auth/profile/ProfilePage'));
const SettingsPage = page(() => import('../features/settings/SettingsPage'));
const NotificationsPage = page(() => import('../features/notifications/NotificationsPage'));
const FeedPage = page(() => import('../features/posts/FeedPage'));
const PostPage = page(() => import('../features/posts/PostPage'));
const CreatePostPage = page(() => import('../features/posts/CreatePostPage'));
const CreatePrayRequestPage = page(() => import('../features/posts/CreatePrayRequestPage'));
const MyPenPage = page(() => import('../features/posts/MyPenPage'));
const UserPenPage = page(() => import('../features/posts/UserPenPage'));
const ProfileByCodePage = page(() => import('../features/posts/ProfileByCodePage'));
const MyConnectionsPage = page(() => import('../features/connections/MyConnectionsPage'));
const GroupsPage = page(() => import('../features/groups/GroupsPage'));
const CreateGroupPage = page(() => import('../features/groups/CreateGroupPage'));
const GroupPage = page(() => import('../features/groups/GroupPage'));
const SupportUsPage = page(() => import('../features/misc/SupportUsPage'));
const SearchPage = page(() => import('../features/search/SearchPage'));
const MessagesPage = page(() => import('../features/misc/MessagesPage'));
const NotFoundPage = page(() => import('../features/misc/NotFoundPage'));
const ModerationPage = page(() => import('../features/moderation/ModerationPage'));
const PrayerListPage = page(() => import('../features/prayer/PrayerListPage'));
const TodayPage = page(() => import('../features/prayer/TodayPage'));
const OAuthConsentPage = page(() => import('../features/oauth/ConsentPage'));
const StandingPage = page(() => import('../features/standing/StandingPage'));
const AppealPage = page(() => import('../features/standing/AppealPage'));

type Access = 'visitor' | 'member' | 'anyone';

/** Every route of both spec documents: path, its title ("Prayer list · Pen"; unique, issue 41), page, and who may see it. */
const ROUTES: ReadonlyArray<{ path: string; title: MessageDescriptor; Page: ReturnType<typeof page>; access: Access }> = [
  { path: '/login', title: msg`Sign in`, Page: LoginPage, access: 'visitor' },
  { path: '/register', title: msg`Create an account`, Page: RegisterPage, access: 'visitor' },
  { path: '/forgot-password', title: msg`Forgot password`, Page: ForgotPasswordPage, access: 'visitor' },
  { path: '/reset-password', title: msg`Reset password`, Page: ResetPasswordPage, access: 'anyone' },
  { path: '/verifmail', title: msg`Verify your e-mail`, Page: VerifyEmailPage, access: 'anyone' },
  // Not in the spec: the cancel link of an e-mail change, mailed to the address in use.
  { path: '/cancel-email-change', title: msg`Cancel e-mail change`, Page: CancelEmailChangePage, access: 'anyone' },
  { path: '/privacy-policy', title: msg`Privacy policy`, Page: PrivacyPolicyPage, access: 'anyone' },
  { path: '/terms-of-service', title: msg`Terms of service`, Page: TermsOfServicePage, access: 'anyone' },
  // Issue 42: the community rules, and the crisis help a self-harm report points to.
  { path: '/rules', title: msg`Community rules`, Page: RulesPage, access: 'anyone' },
  { path: '/transparency', title: msg`Transparency report`, Page: TransparencyPage, access: 'anyone' },
  { path: '/crisis', title: msg`Help in a crisis`, Page: CrisisPage, access: 'anyone' },
  { path: '/cookie-consent', title: msg`Cookie settings`, Page: CookieConsentPage, access: 'anyone' },
  { path: '/contact-pen', title: msg`Contact`, Page: ContactPage, access: 'anyone' },

  { path: '/dashboard', title: msg`Home`, Page: DashboardPage, access: 'member' },
  { path: '/profile', title: msg`Profile settings`, Page: ProfilePage, access: 'member' },
  { path: '/settings', title: msg`Settings`, Page: SettingsPage, access: 'member' },
  { path: '/standing', title: msg`Account standing`, Page: StandingPage, access: 'member' },
  { path: '/appeal/:decisionId', title: msg`Appeal a decision`, Page: AppealPage, access: 'member' },
  { path: '/set-new-password', title: msg`Set a new password`, Page: SetNewPasswordPage, access: 'member' },
  { path: '/notifications', title: msg`Notifications`, Page: NotificationsPage, access: 'member' },
  { path: '/mypen', title: msg`My profile`, Page: MyPenPage, access: 'member' },
  { path: '/userpen', title: msg`Member profile`, Page: UserPenPage, access: 'member' },
  // Issue 41: a member's shareable profile address (the page sends a visitor to sign in and back).
  { path: '/u/:userCode', title: msg`Profile`, Page: ProfileByCodePage, access: 'anyone' },
  { path: '/my-connections', title: msg`Friends`, Page: MyConnectionsPage, access: 'member' },
  { path: '/create-post', title: msg`New post`, Page: CreatePostPage, access: 'member' },
  { path: '/create-pray-request', title: msg`New prayer request`, Page: CreatePrayRequestPage, access: 'member' },
  { path: '/create-group', title: msg`New group`, Page: CreateGroupPage, access: 'member' },
  { path: '/feed', title: msg`Feed`, Page: FeedPage, access: 'member' },
  { path: '/one-feed', title: msg`One feed`, Page: FeedPage, access: 'member' },
  { path: '/post/:postId', title: msg`Post`, Page: PostPage, access: 'member' },
  { path: '/group/:groupId', title: msg`Group`, Page: GroupPage, access: 'member' },
  { path: '/groups', title: msg`Groups`, Page: GroupsPage, access: 'member' },
  { path: '/supportus', title: msg`Support Pen`, Page: SupportUsPage, access: 'member' },
  { path: '/search', title: msg`Search`, Page: SearchPage, access: 'member' },
  { path: '/messages', title: msg`Messages`, Page: MessagesPage, access: 'member' },
  // Issue #29: the console; the page itself answers members who are not moderators with a 403 page.
  { path: '/moderation', title: msg`Moderation`, Page: ModerationPage, access: 'member' },
  // Issue #33: the requests the member prays for.
  { path: '/prayer-list', title: msg`Prayer list`, Page: PrayerListPage, access: 'member' },
  { path: '/today', title: msg`Pray today`, Page: TodayPage, access: 'member' },
  // Issue #30: an OAuth app asks to act for the member (the page sends a visitor to sign in and back).
  { path: '/oauth/consent/:uid', title: msg`Connect an app`, Page: OAuthConsentPage, access: 'anyone' },
];

function guarded(access: Access, element: ReactNode): ReactNode {
  if (access === 'visitor') return <VisitorOnly>{element}</VisitorOnly>;
  if (access === 'member') return <Protected>{element}</Protected>;
  return element;
}

/**
 * Starts fetching the chunk of the page the app is about to show, before the start-up session
 * check has finished, so the two overlap instead of following each other. `signedIn` is the
 * best guess available then: / leads to the dashboard or the sign-in page, a member page without
 * any session to the sign-in page. Unknown paths fetch nothing. Resolves (never rejects) once the
 * chunk is there or has failed.
 */
export function preloadPage(pathname: string, signedIn: boolean): Promise<void> {
  const path = pathname === '/' ? (signedIn ? '/dashboard' : '/login') : pathname;
  const route = ROUTES.find((r) => matchPath(r.path, path));
  if (!route) return Promise.resolve();
  const target = route.access === 'member' && !signedIn ? LoginPage : route.access === 'visitor' && signedIn ? DashboardPage : route.Page;
  // A failure is not reported here: the page's own render imports it again and shows the error.
  return target.load().then(
    () => undefined,
    () => undefined,
  );
}

export function AppRoutes() {
  const { t } = useLingui();
  // Only the first page waits here (navigations keep the current page until the next is loaded),
  // so the start-up picture stays until the page is there.
  return (
    <Suspense fallback={<AppSplash label={t`Loading…`} />}>
      <Routes>
        <Route path="/" element={<RootRedirect />} />
        {ROUTES.map(({ path, title, Page, access }) => (
          <Route key={path} path={path} element={<Titled title={title}>{guarded(access, <Page />)}</Titled>} />
        ))}
        <Route path="*" element={<Titled title={msg`Page not found`}><NotFoundPage /></Titled>} />
      </Routes>
    </Suspense>
  );
}
