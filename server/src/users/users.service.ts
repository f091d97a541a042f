import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { UserDto } from './user.dto';
import { DEFAULT_PROFILE_PICTURE, UserEntity } from './user.entity';

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
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  findById(userId: number): Promise<UserEntity | null> {
    return this.users.findOneBy({ user_id: userId });
  }

  /** An active member by id, or null (deleted accounts are invisible to everyone at once). */
  findActiveById(userId: number): Promise<UserEntity | null> {
    return this.users.findOneBy({ user_id: userId, status: 'active' });
  }

  /** Looks a member up by address, case-insensitively, with the password hash. */
  findByEmailWithHash(email: string): Promise<(UserEntity & { password_hash: string }) | null> {
    return this.users
      .createQueryBuilder('u')
      .addSelect('u.password_hash')
      .where('lower(u.email) = lower(:email)', { email })
      .getOne() as Promise<(UserEntity & { password_hash: string }) | null>;
  }

  async passwordHashOf(userId: number): Promise<string | null> {
    const u = await this.users.createQueryBuilder('u').addSelect('u.password_hash').where('u.user_id = :userId', { userId }).getOne();
    return u?.password_hash ?? null;
  }

  async emailTaken(email: string, exceptUserId?: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM users WHERE lower(email) = lower($1) AND ($2::int IS NULL OR user_id <> $2) LIMIT 1`,
      [email, exceptUserId ?? null],
    );
    return rows.length > 0;
  }

  async userCodeTaken(code: string, exceptUserId: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM users WHERE lower(user_code) = lower($1) AND user_id <> $2 LIMIT 1`, [code, exceptUserId]);
    return rows.length > 0;
  }

  /**
   * Sets the member's status. Any status other than `active` must end every device session at
   * once (spec 000 §4): sessions are auth's, so the caller ends them in the same transaction
   * (`SessionsService.endAll`), as the account deletion does.
   */
  async setStatus(userId: number, status: string, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.update(UserEntity, { user_id: userId }, { status, ...(status === 'deleted' ? { deleted_at: new Date() } : {}) });
  }

  /** Stores a new picture path and returns the previous one (so its file can be removed). */
  async setProfilePicture(userId: number, path: string): Promise<string | null> {
    return this.db.transaction(async (m) => {
      const rows: Array<{ profile_picture: string }> = await m.query(`SELECT profile_picture FROM users WHERE user_id = $1 FOR UPDATE`, [userId]);
      if (rows.length === 0) return null;
      await m.update(UserEntity, { user_id: userId }, { profile_picture: path });
      return rows[0].profile_picture;
    });
  }

  resetProfilePicture(userId: number): Promise<string | null> {
    return this.setProfilePicture(userId, DEFAULT_PROFILE_PICTURE);
  }
}
