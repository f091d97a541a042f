import { type LoginDto, PenApiError, type RegisterDto, type UpdateProfileDto, type UserDto } from '@pen/sdk';
import { hashKey, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hasToken, noteVerified } from '../../lib/session';
import { type Locale } from '../../lib/i18n/locales';
import { pen } from '../../lib/sdk';

export const profileQueryKey = ['auth', 'profile-user-info'] as const;
export const sessionsQueryKey = ['data', 'user-sessions'] as const;

/** GET /api/auth/profile-user-info: the signed-in member. */
export function useProfileUserInfo() {
  return useQuery<UserDto>({
    queryKey: profileQueryKey,
    queryFn: async () => (await pen.auth.profileUserInfo()).user,
    enabled: hasToken(),
  });
}

/**
 * Keeps the note of a verified member (lib/session) in step with every profile the app gets:
 * fetched, from the sign-in answer or from a profile update.
 */
export function noteVerifiedProfiles(client: QueryClient): () => void {
  const profileHash = hashKey(profileQueryKey);
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== profileHash) return;
    const user = event.query.state.data as UserDto | undefined;
    if (user) noteVerified(mayReadFeed(user));
  });
}

/** Whether the server lets this member read and write: a verified address, and not waiting for a moderator's review. */
export function mayReadFeed(user: UserDto): boolean {
  return user.verified === 1 && user.review_status !== 'pending';
}

export const useLogin = () => useMutation({ mutationFn: (body: LoginDto) => pen.auth.login({ body }) });
export const useRegister = () => useMutation({ mutationFn: (body: RegisterDto) => pen.auth.register({ body }) });
export const useSendResetLink = () => useMutation({ mutationFn: (email: string) => pen.auth.sendResetPasswordLink({ body: { email } }) });
export const useResetPassword = () =>
  useMutation({ mutationFn: (b: { token: string; newPassword: string }) => pen.auth.resetPassword({ body: b }) });
export const useSetNewPassword = () =>
  useMutation({ mutationFn: (b: { oldPassword: string; newPassword: string }) => pen.auth.setNewPassword({ body: b }) });
/** POST /api/auth/cancel-email-change, from the link mailed to the address in use. */
export const useCancelEmailChange = () => useMutation({ mutationFn: (token: string) => pen.auth.cancelEmailChange({ body: { token } }) });
export const useResendVerification = () =>
  useMutation({ mutationFn: (email: string) => pen.auth.resendVerificationEmail({ body: { email } }) });

/** PUT /api/auth/update-user-name-email; the cached profile is replaced by the answer. */
export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileDto) => pen.auth.updateUserNameEmail({ body }),
    onSuccess: (answer) => qc.setQueryData(profileQueryKey, answer.user),
  });
}

export function useUpdateEmailNotifications() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => pen.auth.updateReceiveEmailNotifications({ body: { receive_email_notifications: enabled } }),
    onSuccess: (answer) => qc.setQueryData(profileQueryKey, answer.user),
  });
}

export const useDeleteAccount = () => useMutation({ mutationFn: (password: string) => pen.auth.deleteAccount({ body: { password } }) });

function usePictureMutation<T>(fn: (arg: T) => Promise<{ profile_picture: string }>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: ({ profile_picture }) => qc.setQueryData<UserDto>(profileQueryKey, (u) => (u ? { ...u, profile_picture } : u)),
  });
}

export const useUploadProfilePicture = () => usePictureMutation((file: Blob) => pen.image.uploadProfilePicture({ body: { profile_picture: file } }));
export const useDeleteProfilePicture = () => usePictureMutation(() => pen.image.deleteProfilePicture());

/** GET /api/data/user-sessions */
export function useUserSessions() {
  return useQuery({ queryKey: sessionsQueryKey, queryFn: async () => (await pen.data.userSessions()).sessions });
}

function useSessionAction<T>(fn: (arg: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: sessionsQueryKey }) });
}

export const useLogoutAll = () => useSessionAction(() => pen.auth.logoutAll());
export const useLogoutAllExceptThis = () => useSessionAction((deviceId: string) => pen.auth.logoutAllExceptThis({ body: { deviceId } }));
export const useLogoutChosenDevice = () => useSessionAction((deviceId: string) => pen.auth.logoutChosenDevice({ body: { deviceId } }));

/**
 * PUT /api/auth/update-language: the member's language, used for the app, e-mails and push texts.
 * Sent through the SDK's authorised fetch until the generated SDK has the operation (issue 41);
 * the cached profile takes the saved language, so MemberLanguage keeps it.
 */
export function useUpdateLanguage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (language: Locale) => {
      const response = await pen.fetch(
        new Request(`${pen.baseUrl}/api/auth/update-language`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ language }) }),
      );
      // A server without the setting yet (before issue 41's server side) answers 404: the choice
      // then stays in this browser only.
      if (response.status === 404) return;
      if (!response.ok) throw new PenApiError({ status: response.status, body: await response.json().catch(() => null), retryAfter: response.headers.get('retry-after'), url: '/api/auth/update-language', method: 'PUT' });
    },
    onSuccess: (_answer, language) => qc.setQueryData<UserDto>(profileQueryKey, (user) => (user ? { ...user, language } : user)),
  });
}
