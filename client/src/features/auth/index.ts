// What other features may use of auth: the member's profile query and the account hooks.
// Pages are reached by app/routes.tsx only, each lazily in a chunk of its own.
export {
  mayReadFeed,
  profileQueryKey,
  useLogoutAll,
  useLogoutAllExceptThis,
  useLogoutChosenDevice,
  useProfileUserInfo,
  useUpdateEmailNotifications,
  useUserSessions,
} from './hooks';
