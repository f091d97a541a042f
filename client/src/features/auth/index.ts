// What other features may use of auth: the member's profile query, the account hooks and the labelled field.
// Pages are reached by app/routes.tsx only, each lazily in a chunk of its own.
export {
  mayReadFeed,
  profileQueryKey,
  useLogoutAll,
  useLogoutAllExceptThis,
  useLogoutChosenDevice,
  useProfileUserInfo,
  useUpdateEmailNotifications,
  useUpdateLanguage,
  useUserSessions,
} from './hooks';
export { FormField } from './FormField';
export { isFirstSignIn } from './first-sign-in';
