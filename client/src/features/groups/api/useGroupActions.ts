import { GroupsService, type CreateGroupDto, type GroupDto, type GroupThemeColor, type ReportReason } from '@pen/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupKeys } from './keys';

/** Every action changes what the group and the lists show: refetch both. */
function useGroupMutation<V, R>(call: (vars: V) => Promise<R>, onDone?: (answer: R, vars: V) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer, vars) => {
      onDone?.(answer, vars);
      await client.invalidateQueries({ queryKey: groupKeys.all });
    },
  });
}

/** A group answer the server sent back is put straight into the cache. */
function useGroupAnswer<V>(call: (vars: V) => Promise<{ group: GroupDto }>) {
  const client = useQueryClient();
  return useGroupMutation(call, (answer) => client.setQueryData(groupKeys.detail(answer.group.group_id), answer.group));
}

/** POST /api/groups/create-group */
export const useCreateGroup = () => useGroupMutation((body: CreateGroupDto) => GroupsService.createGroup({ requestBody: body }));

/** POST /api/groups/request-join-group */
export const useRequestJoin = () =>
  useGroupAnswer(({ groupId, userName }: { groupId: number; userName?: string }) => GroupsService.requestJoinGroup({ requestBody: { groupId, userName } }));

/** POST /api/groups/accept-group-invitation */
export const useAcceptInvitation = () => useGroupAnswer((groupId: number) => GroupsService.acceptGroupInvitation({ requestBody: { groupId } }));

/** POST /api/groups/decline-group-invitation */
export const useDeclineInvitation = () => useGroupMutation((groupId: number) => GroupsService.declineGroupInvitation({ requestBody: { groupId } }));

/** POST /api/groups/invite-user */
export const useInviteUser = () =>
  useGroupMutation(({ groupId, targetUserId, userName }: { groupId: number; targetUserId: number; userName: string }) =>
    GroupsService.inviteUser({ requestBody: { groupId, targetUserId, userName } }),
  );

/** POST /api/groups/accept-group-member-request */
export const useAcceptMemberRequest = () =>
  useGroupMutation(({ groupId, userId }: { groupId: number; userId: number }) => GroupsService.acceptGroupMemberRequest({ requestBody: { groupId, userId } }));

/** POST /api/groups/decline-group-member-request */
export const useDeclineMemberRequest = () =>
  useGroupMutation(({ groupId, userId }: { groupId: number; userId: number }) => GroupsService.declineGroupMemberRequest({ requestBody: { groupId, userId } }));

/** POST /api/groups/leave-group */
export const useLeaveGroup = () => useGroupMutation((groupId: number) => GroupsService.leaveGroup({ requestBody: { groupId } }));

/** POST /api/groups/make-admin */
export const useMakeAdmin = () =>
  useGroupMutation(({ groupId, targetUserId }: { groupId: number; targetUserId: number }) => GroupsService.makeAdmin({ requestBody: { groupId, targetUserId } }));

/** POST /api/groups/remove-admin (giving up one's own admin rights) */
export const useRemoveAdmin = () =>
  useGroupMutation(({ groupId, userId }: { groupId: number; userId: number }) => GroupsService.removeAdmin({ requestBody: { groupId, userId } }));

/** POST /api/groups/change-group-audience */
export const useChangeAudience = () => useGroupMutation((groupId: number) => GroupsService.changeGroupAudience({ requestBody: { groupId } }));

/** POST /api/groups/change-group-theme-color */
export const useChangeThemeColor = () =>
  useGroupMutation(({ groupId, color }: { groupId: number; color: GroupThemeColor }) =>
    GroupsService.changeGroupThemeColor({ requestBody: { groupId, theme_color: color } }),
  );

/** POST /api/groups/user-delete-own-group */
export const useDeleteGroup = () => useGroupMutation((groupId: number) => GroupsService.userDeleteOwnGroup({ requestBody: { groupId } }));

/** POST /api/groups/report-group, with the reason and details from the report dialog. */
export const useReportGroup = () =>
  useMutation({
    mutationFn: ({ groupId, ...fields }: { groupId: number; reason: ReportReason; details?: string }) => GroupsService.reportGroup({ requestBody: { groupId, ...fields } }),
  });
