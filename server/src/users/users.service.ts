import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { UserDto } from './user.dto';
import { DEFAULT_PROFILE_PICTURE, UserEntity } from './user.entity';
import {
  activeMemberById, emailTaken, lockProfilePicture, memberByEmailWithHash, memberById, passwordHashOf, setStatus, updateMember, userCodeTaken,
} from './users.repository';

export function toUserDto(u: UserEntity): UserDto {
  return {
    user_id: u.user_id,
    email: u.email,
    user_name: u.user_name,
    user_code: u.user_code,
    created_at: u.created_at,
    last_login: u.last_login,
    role: u.role,
    status: u.status,
    ...(u.status === 'suspended' ? { suspended_until: u.suspended_until } : {}),
    profile_picture: u.profile_picture,
    bio: u.bio,
    mode: u.mode,
    updated_at: u.updated_at,
    verified: u.verified,
    review_status: u.review_status,
    receive_email_notifications: u.receive_email_notifications,
    language: u.language,
  };
}

/**
 * The member records. Other modules read members through this service; the accounts module
 * (auth/) owns the rules for changing them.
 */
@Injectable()
export class UsersService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  findById(userId: number): Promise<UserEntity | null> {
    return memberById(this.db.manager, userId);
  }

  /** An active member by id, or null (deleted accounts are invisible to everyone at once). */
  findActiveById(userId: number): Promise<UserEntity | null> {
    return activeMemberById(this.db.manager, userId);
  }

  /** Looks a member up by address, case-insensitively, with the password hash. */
  findByEmailWithHash(email: string): Promise<(UserEntity & { password_hash: string }) | null> {
    return memberByEmailWithHash(this.db.manager, email);
  }

  passwordHashOf(userId: number): Promise<string | null> {
    return passwordHashOf(this.db.manager, userId);
  }

  emailTaken(email: string, exceptUserId?: number): Promise<boolean> {
    return emailTaken(this.db.manager, email, exceptUserId);
  }

  userCodeTaken(code: string, exceptUserId: number): Promise<boolean> {
    return userCodeTaken(this.db.manager, code, exceptUserId);
  }

  /**
   * Sets the member's status. Any status other than `active` must end every device session at
   * once (spec 000 §4): sessions are auth's, so the caller ends them in the same transaction
   * (`SessionsService.endAll`), as the account deletion does.
   */
  async setStatus(userId: number, status: string, manager: EntityManager = this.db.manager): Promise<void> {
    await setStatus(manager, userId, status);
  }

  /** Stores a new picture path and returns the previous one (so its file can be removed). */
  async setProfilePicture(userId: number, path: string): Promise<string | null> {
    return this.db.transaction(async (m) => {
      const previous = await lockProfilePicture(m, userId);
      if (previous === undefined) return null;
      await updateMember(m, userId, { profile_picture: path });
      return previous;
    });
  }

  resetProfilePicture(userId: number): Promise<string | null> {
    return this.setProfilePicture(userId, DEFAULT_PROFILE_PICTURE);
  }
}
