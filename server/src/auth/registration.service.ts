import { WatchedWordsService } from '../watched';
import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { insertMember, recordLogin } from '../users';
import { RegisterDto } from './dto/auth.dto';
import { EMAIL_TAKEN, isUniqueViolation, MemberDetailsService } from './member-details.service';
import { NewDeviceService } from './new-device/new-device.service';
import { hashPassword } from './passwords';
import { ClientInfo } from './request-info';
import { OpenedSession, SessionsService } from './sessions.service';
import { checkSignUp } from './sign-up-gate';
import { isWeakPassword, WEAK_PASSWORD } from './rules/password-strength';
import { DEFAULT_LANGUAGE, type Language } from '../i18n';

/** Registration: a new member, signed in on the device they registered with. */
@Injectable()
export class RegistrationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly sessions: SessionsService,
    private readonly newDevices: NewDeviceService,
    private readonly watched: WatchedWordsService,
    private readonly details: MemberDetailsService,
  ) {}

  /**
   * Creates an unverified member with a device session and queues the verification mail. Under
   * REGISTRATION_MODE=approval the member also waits for a moderator's approval once verified
   * (review_status `pending`); `closed` refuses, and web sign-ups that look automated are refused.
   */
  async register(dto: RegisterDto, client: ClientInfo, askedLanguage?: Language): Promise<OpenedSession & { userId: number }> {
    const language = dto.language ?? askedLanguage ?? DEFAULT_LANGUAGE;
    checkSignUp(this.settings.registrationMode, this.settings.signupMinFillSeconds, dto);
    await this.details.assertAddressFree(dto.email);
    // A newcomer's name or testimony with a watched phrase: refused (block), or the moderators get
    // a case about the member (flag; require_approval too, as a profile is not held).
    const screening = await this.watched.screen(dto.user_name, dto.bio);
    if (isWeakPassword(dto.password, [dto.user_name, dto.email])) throw new BadRequestException(WEAK_PASSWORD);
    const passwordHash = await hashPassword(dto.password);
    let created: { userId: number; session: OpenedSession; sendMail: () => Promise<void> };
    try {
      created = await this.db.transaction(async (m) => {
        const user = await insertMember(m, {
          email: dto.email,
          password_hash: passwordHash,
          user_name: dto.user_name,
          bio: dto.bio,
          verified: 0,
          language,
          rules_accepted_at: dto.accept_rules === true ? new Date() : null,
          review_status: this.settings.registrationMode === 'approval' ? 'pending' : 'approved',
        });
        const session = await this.sessions.open(user.user_id, dto.deviceId, client, m);
        // Registering signs the device in: it is the member's first sign-in (later ones are not, first_sign_in).
        await recordLogin(m, user.user_id);
        await this.newDevices.remember(user.user_id, dto.deviceId, m);
        const sendMail = await this.details.verificationMail(m, { userId: user.user_id, email: dto.email, userName: dto.user_name, language });
        await this.watched.report(screening, 'user', user.user_id, m);
        return { userId: user.user_id, session, sendMail };
      });
    } catch (err) {
      // Two registrations of one address at the same moment: the unique index decides.
      if (isUniqueViolation(err)) throw new ConflictException(EMAIL_TAKEN);
      throw err;
    }
    await created.sendMail();
    return { userId: created.userId, ...created.session };
  }
}
