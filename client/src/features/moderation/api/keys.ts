/** Query keys of the moderation console; one prefix reaches every list after an action. */
export const modKeys = {
  all: ['mod'] as const,
  reports: (status: string) => ['mod', 'reports', status] as const,
  users: (q: string) => ['mod', 'users', q] as const,
  registrations: () => ['mod', 'registrations'] as const,
  audit: () => ['mod', 'audit-log'] as const,
  appeals: (status: string) => ['mod', 'appeals', status] as const,
  rules: () => ['mod', 'citable-rules'] as const,
};
