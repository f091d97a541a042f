import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { modKeys } from './keys';
import * as api from './mod-api';
import type { AppealStatus, CaseStatus, Page } from './types';

/** A cursor-paged list: its pages flattened, and whether another page can be asked for. */
function usePaged<T>(key: readonly unknown[], fetchPage: (cursor?: number) => Promise<Page<T>>) {
  const q = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: Page<T>) => last.nextCursor ?? undefined,
  });
  return { ...q, items: q.data?.pages.flatMap((p) => p.items) ?? [] };
}

export const useReports = (status: CaseStatus) => usePaged(modKeys.reports(status), (cursor) => api.listReports(status, cursor));
export const useModUsers = (q: string) => usePaged(modKeys.users(q), (cursor) => api.listUsers(q, cursor));
export const useRegistrations = () => usePaged(modKeys.registrations(), (cursor) => api.listRegistrations(cursor));
export const useAuditLog = () => usePaged(modKeys.audit(), (cursor) => api.listAuditLog(cursor));
export const useAppeals = (status: AppealStatus) => usePaged(modKeys.appeals(status), (cursor) => api.listAppeals(status, cursor));
/** The rules the action dialogs offer (read once per console visit). */
export const useCitableRules = () => useQuery({ queryKey: modKeys.rules(), queryFn: api.listCitableRules, staleTime: 5 * 60_000 });

/** A moderator action: afterwards every console list (queue, members, audit log) is read again. */
function useModAction<T>(fn: (arg: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: modKeys.all }) });
}

export const useResolveReport = () => useModAction(api.resolveReport);
export const useSuspendUser = () => useModAction(api.suspendUser);
export const useUnsuspendUser = () => useModAction(api.unsuspendUser);
export const useSetRole = () => useModAction(api.setRole);
export const useApproveRegistration = () => useModAction(api.approveRegistration);
export const useRejectRegistration = () => useModAction(api.rejectRegistration);
export const useDecideAppeal = () => useModAction(api.decideAppeal);
