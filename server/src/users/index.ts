// Users' public surface: the member record and the reads and writes other modules may use.
export { UsersModule } from './users.module';
export { UsersService, toUserDto } from './users.service';
export {
  activeMembersByIds, confirmEmail, deletedAtOf, deleteMember, insertMember, lockDeletedMember, lockStatus, mailRecipient,
  markVerified, recordLogin, resetPassword, setEmailNotifications, setPasswordHash, updateMember,
} from './users.repository';
export { memberLanguage, memberLanguages, setMemberLanguage } from './member-language.repository';
export { UserDto, UserResponseDto } from './user.dto';
export { DEFAULT_PROFILE_PICTURE, USER_MODES, UserEntity, type UserMode } from './user.entity';
export { exportedProfile } from './exported-data.repository';
export {
  activeRoleOf, expiredSuspensions, lockStanding, memberLookup, memberNamesByIds, moderatedMemberById, otherOperatorExists, runningTimedSuspensions, setRole, setSuspension, standingByEmail, standingsByIds,
  type MemberStanding, type ModeratedMember,
} from './operator.repository';
export { approveRegistration, lockReviewStanding, pendingRegistrations, type PendingRegistration } from './registration.repository';
