import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { DataSource, EntityManager } from 'typeorm';
import { Settings } from '../../config/settings';
import { SETTINGS } from '../../config/settings.module';
import { UsersService } from '../../users';
import { AccountMailService } from '../account-mail.service';
import { newRecoveryCode, RECOVERY_CODE_COUNT, recoveryCodeHash } from './recovery-codes';
import { SecretBox } from '../../common/secret-box';
import {
  acceptTotpStep, deleteRecoveryCodes, disableTotp, enabledTotpSecret, enableTotp, insertRecoveryCodes, lockEnabledTotp, lockTotp, setUpTotp, twoFactorStatus,
  useRecoveryCode,
} from './two-factor.repository';
import { msg } from '../../i18n';

export const TOTP_ALREADY_ON = msg('Two-factor sign-in is already on').message;
export const TOTP_NOT_SET_UP = msg('Set up the authenticator first').message;
export const TOTP_NOT_ON = msg('Two-factor sign-in is not on').message;
export const INVALID_CODE = msg('Invalid code').message;

const PERIOD = 30;
const ISSUER = 'Pen';

/** The member's second factors: an authenticator app (TOTP, RFC 6238) and single-use recovery codes. */
@Injectable()
export class TwoFactorService {
  private readonly box: SecretBox;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SETTINGS) settings: Settings,
    private readonly users: UsersService,
    private readonly mail: AccountMailService,
  ) {
    this.box = new SecretBox('pen-mfa', settings.mfaEncryptionKey);
  }

  async status(userId: number): Promise<{ totp: boolean; recovery_codes_left: number }> {
    const { totp, left } = await twoFactorStatus(this.db.manager, userId);
    return { totp, recovery_codes_left: left };
  }

  /**
   * A new secret waiting for its first code; a set-up started earlier and never finished is
   * replaced. Turning an active authenticator over needs disabling it first (a step-up).
   */
  async setup(userId: number): Promise<{ secret: string; otpauth_url: string; qr_svg: string }> {
    const user = (await this.users.findById(userId))!;
    const secret = new Secret({ size: 20 });
    if (!(await setUpTotp(this.db.manager, userId, this.box.seal(secret.base32)))) throw new ConflictException(TOTP_ALREADY_ON);
    const otpauthUrl = totpFor(secret, user.email).toString();
    const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
    return { secret: secret.base32, otpauth_url: otpauthUrl, qr_svg: qrSvg };
  }

  /** Turns the authenticator on with its first code and answers the recovery codes, shown this once. */
  async enable(userId: number, code: string): Promise<string[]> {
    return this.db.transaction(async (m) => {
      const row = await lockTotp(m, userId);
      if (!row) throw new BadRequestException(TOTP_NOT_SET_UP);
      if (row.enabled_at) throw new ConflictException(TOTP_ALREADY_ON);
      const step = this.matchingStep(row.secret_encrypted, code);
      if (step === undefined) throw new BadRequestException(INVALID_CODE);
      await enableTotp(m, userId, step);
      return this.replaceRecoveryCodes(m, userId);
    });
  }

  /** Turns two-factor sign-in off (the caller made a step-up) and tells the member by e-mail. */
  async disable(userId: number): Promise<void> {
    if (!(await disableTotp(this.db.manager, userId))) throw new BadRequestException(TOTP_NOT_ON);
    await deleteRecoveryCodes(this.db.manager, userId);
    const user = (await this.users.findById(userId))!;
    await this.mail.twoFactorOff(user.language, user.email, user.user_name);
  }

  /** A new set of recovery codes; the old ones stop working. */
  async newRecoveryCodes(userId: number): Promise<string[]> {
    return this.db.transaction(async (m) => {
      if (!(await lockEnabledTotp(m, userId))) throw new BadRequestException(TOTP_NOT_ON);
      return this.replaceRecoveryCodes(m, userId);
    });
  }

  async isOn(userId: number): Promise<boolean> {
    return (await this.status(userId)).totp;
  }

  /**
   * Accepts an authenticator code once: the step it matched must be newer than the last one
   * accepted, checked and recorded in one statement so two requests with one code cannot both pass.
   */
  async acceptTotp(userId: number, code: string): Promise<boolean> {
    const sealed = await enabledTotpSecret(this.db.manager, userId);
    if (!sealed) return false;
    const step = this.matchingStep(sealed, code);
    if (step === undefined) return false;
    return acceptTotpStep(this.db.manager, userId, step);
  }

  /** Uses up one recovery code; false when it is unknown or was used. */
  async acceptRecoveryCode(userId: number, typed: string): Promise<boolean> {
    return useRecoveryCode(this.db.manager, userId, recoveryCodeHash(typed));
  }

  /** The 30-second step whose code this is, with ±1 step of clock drift; undefined when none matches. */
  private matchingStep(sealed: string, code: string): number | undefined {
    const base32 = this.box.open(sealed);
    const token = code.replace(/\s/g, '');
    if (!base32 || !/^\d{6}$/.test(token)) return undefined;
    const now = Date.now();
    const delta = totpFor(Secret.fromBase32(base32), '').validate({ token, timestamp: now, window: 1 });
    return delta === null ? undefined : Math.floor(now / 1000 / PERIOD) + delta;
  }

  private async replaceRecoveryCodes(m: EntityManager, userId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await deleteRecoveryCodes(m, userId);
    await insertRecoveryCodes(m, userId, codes.map(recoveryCodeHash));
    return codes;
  }
}

function totpFor(secret: Secret, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret });
}
