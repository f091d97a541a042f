import { ApiProperty } from '@nestjs/swagger';
import type { Language } from '../i18n';
import { UserMode } from './user.entity';

/** A member as the spec's clients see it (spec 000 §3); never includes the password hash. */
export class UserDto {
  user_id: number;
  email: string;
  user_name: string;
  /** Optional public handle, unique case-insensitively. */
  user_code: string | null;
  created_at: Date;
  last_login: Date | null;
  /** `user` for every member; other values are reserved for staff. */
  role: string;
  /** `active`, `suspended` (a limited session: issue 42), or `deleted` while a deleted account waits for its purge. */
  status: string;
  /** The end of a suspension (null: until lifted); present only while suspended. */
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, required: false })
  suspended_until?: Date | null;
  /** Path under the API prefix, e.g. `uploads/profile_images/default-profile.png`. */
  profile_picture: string;
  /** The testimony. */
  bio: string;
  mode: UserMode | string;
  updated_at: Date;
  /** 1 means verified. */
  verified: number;
  /**
   * `approved`, or `pending` while a moderator has yet to approve the registration
   * (REGISTRATION_MODE=approval): the client shows "Your testimony is waiting for review".
   */
  review_status: string;
  receive_email_notifications: boolean;
  /** The language Pen speaks to the member (answers, e-mails, pushes): `en` or `fi`. */
  language: Language;
}

export class UserResponseDto {
  user: UserDto;
}
