import { lazy, ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { Protected, RootRedirect, VisitorOnly } from './guards';
import { NotFound } from './NotFound';

// Every page is its own chunk, so the first page loads only what it shows.
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const VerifyEmailPage = lazy(() => import('../features/auth/VerifyEmailPage'));
const SetNewPasswordPage = lazy(() => import('../features/auth/SetNewPasswordPage'));
const PrivacyPolicyPage = lazy(() => import('../features/legal/PrivacyPolicyPage'));
const TermsOfServicePage = lazy(() => import('../features/legal/TermsOfServicePage'));
const CookieConsentPage = lazy(() => import('../features/legal/CookieConsentPage'));
const ContactPage = lazy(() => import('../features/legal/ContactPage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage'));
const NotificationsPage = lazy(() => import('../features/notifications/NotificationsPage'));
const FeedPage = lazy(() => import('../features/posts/FeedPage'));
const PostPage = lazy(() => import('../features/posts/PostPage'));
const CreatePostPage = lazy(() => import('../features/posts/CreatePostPage'));
const CreatePrayRequestPage = lazy(() => import('../features/posts/CreatePrayRequestPage'));
const MyPenPage = lazy(() => import('../features/profile/MyPenPage'));
const UserPenPage = lazy(() => import('../features/profile/UserPenPage'));
const MyConnectionsPage = lazy(() => import('../features/connections/MyConnectionsPage'));
const GroupsPage = lazy(() => import('../features/groups/GroupsPage'));
const CreateGroupPage = lazy(() => import('../features/groups/CreateGroupPage'));
const GroupPage = lazy(() => import('../features/groups/GroupPage'));
const SupportUsPage = lazy(() => import('../features/misc/SupportUsPage'));
const SearchPage = lazy(() => import('../features/misc/SearchPage'));
const MessagesPage = lazy(() => import('../features/misc/MessagesPage'));

const visitor = (page: ReactNode) => <VisitorOnly>{page}</VisitorOnly>;
const member = (page: ReactNode) => <Protected>{page}</Protected>;

/** Every route of both spec documents. */
export function AppRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route path="/" element={<RootRedirect />} />
        <Route path="/login" element={visitor(<LoginPage />)} />
        <Route path="/register" element={visitor(<RegisterPage />)} />
        <Route path="/forgot-password" element={visitor(<ForgotPasswordPage />)} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/verifmail" element={<VerifyEmailPage />} />
        <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="/terms-of-service" element={<TermsOfServicePage />} />
        <Route path="/cookie-consent" element={<CookieConsentPage />} />
        <Route path="/contact-pen" element={<ContactPage />} />

        <Route path="/dashboard" element={member(<DashboardPage />)} />
        <Route path="/profile" element={member(<ProfilePage />)} />
        <Route path="/settings" element={member(<SettingsPage />)} />
        <Route path="/set-new-password" element={member(<SetNewPasswordPage />)} />
        <Route path="/notifications" element={member(<NotificationsPage />)} />
        <Route path="/mypen" element={member(<MyPenPage />)} />
        <Route path="/userpen" element={member(<UserPenPage />)} />
        <Route path="/my-connections" element={member(<MyConnectionsPage />)} />
        <Route path="/create-post" element={member(<CreatePostPage />)} />
        <Route path="/create-pray-request" element={member(<CreatePrayRequestPage />)} />
        <Route path="/create-group" element={member(<CreateGroupPage />)} />
        <Route path="/feed" element={member(<FeedPage />)} />
        <Route path="/one-feed" element={member(<FeedPage />)} />
        <Route path="/post/:postId" element={member(<PostPage />)} />
        <Route path="/group/:groupId" element={member(<GroupPage />)} />
        <Route path="/groups" element={member(<GroupsPage />)} />
        <Route path="/supportus" element={member(<SupportUsPage />)} />
        <Route path="/search" element={member(<SearchPage />)} />
        <Route path="/messages" element={member(<MessagesPage />)} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
