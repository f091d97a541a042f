import { type CreateGroupDto, type GroupDto, type GroupThemeColor, type ReportReason } from '@pen/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupKeys } from './keys';
import { pen } from '../../../lib/sdk';

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
export const useCreateGroup = () => useGroupMutation((body: CreateGroupDto) => pen.groups.createGroup({ body }));

/** POST /api/groups/request-join-group */
export const useRequestJoin = () =>
  useGroupAnswer(({ groupId, userName }: { groupId: number; userName?: string }) => pen.groups.requestJoinGroup({ body: { groupId, userName } }));

/** POST /api/groups/accept-group-invitation */
export const useAcceptInvitation = () => useGroupAnswer((groupId: number) => pen.groups.acceptGroupInvitation({ body: { groupId } }));

/** POST /api/groups/decline-group-invitation */
export const useDeclineInvitation = () => useGroupMutation((groupId: number) => pen.groups.declineGroupInvitation({ body: { groupId } }));

/** POST /api/groups/invite-user */
export const useInviteUser = () =>
  useGroupMutation(({ groupId, targetUserId, userName }: { groupId: number; targetUserId: number; userName: string }) =>
    pen.groups.inviteUser({ body: { groupId, targetUserId, userName } }),
  );

/** POST /api/groups/accept-group-member-request */
export const useAcceptMemberRequest = () =>
  useGroupMutation(({ groupId, userId }: { groupId: number; userId: number }) => pen.groups.acceptGroupMemberRequest({ body: { groupId, userId } }));

/** POST /api/groups/decline-group-member-request */
export const useDeclineMemberRequest = () =>
  useGroupMutation(({ groupId, userId }: { groupId: number; userId: number }) => pen.groups.declineGroupMemberRequest({ body: { groupId, userId } }));

/** POST /api/groups/leave-group */
export const useLeaveGroup = () => useGroupMutation((groupId: number) => pen.groups.leaveGroup({ body: { groupId } }));

/** POST /api/groups/make-admin */
export const useMakeAdmin = () =>
  useGroupMutation(({ groupId, targetUserId }: { groupId: number; targetUserId: number }) => pen.groups.makeAdmin({ body: { groupId, targetUserId } }));

/** POST /api/groups/remove-member (an admin removes an accepted member) */
export const useRemoveMember = () =>
  useGroupMutation(({ groupId, userId }: { groupId: number; userId: number }) => pen.groups.removeMember({ body: { groupId, userId } }));

/** POST /api/groups/remove-admin (giving up one's own admin rights) */
export const useRemoveAdmin = () =>
  useGroupMutation(({ groupId, userId }: { groupId: number; userId: number }) => pen.groups.removeAdmin({ body: { groupId, userId } }));

/** POST /api/groups/change-group-audience */
export const useChangeAudience = () => useGroupMutation((groupId: number) => pen.groups.changeGroupAudience({ body: { groupId } }));

/** POST /api/groups/change-group-theme-color */
export const useChangeThemeColor = () =>
  useGroupMutation(({ groupId, color }: { groupId: number; color: GroupThemeColor }) =>
    pen.groups.changeGroupThemeColor({ body: { groupId, theme_color: color } }),
  );

/** POST /api/groups/user-delete-own-group */
export const useDeleteGroup = () => useGroupMutation((groupId: number) => pen.groups.userDeleteOwnGroup({ body: { groupId } }));

/** POST /api/groups/report-group, with the reason and details from the report dialog. */
export const useReportGroup = () =>
  useMutation({
    mutationFn: ({ groupId, ...fields }: { groupId: number; reason: ReportReason; details?: string; ruleId?: number }) => pen.groups.reportGroup({ body: { groupId, ...fields } }),
  });

/** PUT /api/groups/{groupId}/care-team: the whole team (issue 44); the group's member list shows who is on it. */
export const useSetCareTeam = () =>
  useGroupMutation(({ groupId, userIds }: { groupId: number; userIds: number[] }) => pen.groups.setGroupCareTeam({ path: { groupId }, body: { userIds } }));
