import { BadRequestException, Inject, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { Settings } from '../../config/settings';
import { SETTINGS } from '../../config/settings.module';
import { REDIS } from '../../redis/redis.module';
import { redisKeys } from '../../redis/keys';
import { UsersService } from '../../users';
import {
  countPasskeys, deletePasskey, hasPasskey, insertPasskey, lockMemberPasskeys, memberCredentials, memberPasskeys, passkeyByCredential, PasskeyRow, recordPasskeyUse,
} from './passkeys.repository';
import { msg } from '../../i18n';

export const PASSKEY_NOT_VERIFIED = msg('The passkey could not be verified. Try again.').message;
export const PASSKEY_NOT_FOUND = msg('Passkey not found').message;
export const TOO_MANY_PASSKEYS = msg('You can have at most 20 passkeys').message;
const MAX_PASSKEYS = 20;
const CHALLENGE_TTL_SECONDS = 5 * 60;

/**
 * Passkeys (WebAuthn, with @simplewebauthn/server): registration, the list, removal and the
 * check of a signed assertion. The relying party is PUBLIC_URL's host; challenges wait in Redis
 * for 5 minutes and are used once.
 */
@Injectable()
export class PasskeysService {
  private readonly origin: string;
  private readonly rpId: string;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SETTINGS) settings: Settings,
    private readonly users: UsersService,
  ) {
    const url = new URL(settings.publicUrl);
    this.origin = url.origin;
    this.rpId = url.hostname;
  }

  async registrationOptions(userId: number): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const user = (await this.users.findById(userId))!;
    const existing = await memberCredentials(this.db.manager, userId);
    const options = await generateRegistrationOptions({
      rpName: 'Pen',
      rpID: this.rpId,
      userName: user.email,
      userDisplayName: user.user_name,
      userID: new TextEncoder().encode(String(userId)),
      attestationType: 'none',
      excludeCredentials: existing.map((c) => ({ id: c.credential_id, transports: c.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await this.redis.set(redisKeys.passkeyChallenge('register', String(userId)), options.challenge, 'EX', CHALLENGE_TTL_SECONDS);
    return options;
  }

  async register(userId: number, name: string, response: RegistrationResponseJSON): Promise<PasskeyRow> {
    const challenge = await this.redis.getdel(redisKeys.passkeyChallenge('register', String(userId)));
    if (!challenge) throw new BadRequestException(PASSKEY_NOT_VERIFIED);
    const verified = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: this.origin, expectedRPID: this.rpId, requireUserVerification: false }).catch(
      () => undefined,
    );
    if (!verified?.verified) throw new BadRequestException(PASSKEY_NOT_VERIFIED);
    const { credential } = verified.registrationInfo;
    return this.db.transaction(async (m) => {
      // One member's registrations in a row, so two at once cannot both pass the count.
      await lockMemberPasskeys(m, userId);
      if ((await countPasskeys(m, userId)) >= MAX_PASSKEYS) throw new UnprocessableEntityException(TOO_MANY_PASSKEYS);
      const row = await insertPasskey(
        m,
        userId,
        { id: credential.id, publicKey: Buffer.from(credential.publicKey), counter: credential.counter, transports: credential.transports ?? [] },
        name,
      );
      if (!row) throw new BadRequestException(PASSKEY_NOT_VERIFIED);
      return row;
    });
  }

  list(userId: number): Promise<PasskeyRow[]> {
    return memberPasskeys(this.db.manager, userId);
  }

  async remove(userId: number, passkeyId: number): Promise<void> {
    if (!(await deletePasskey(this.db.manager, userId, passkeyId))) throw new NotFoundException(PASSKEY_NOT_FOUND);
  }

  hasAny(userId: number): Promise<boolean> {
    return hasPasskey(this.db.manager, userId);
  }

  /** Options for a sign-in: no credentials listed, so the browser offers the member's discoverable passkeys (autofill too). */
  async authenticationOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await generateAuthenticationOptions({ rpID: this.rpId, userVerification: 'preferred' });
    await this.redis.set(redisKeys.passkeyChallenge('sign-in', options.challenge), '1', 'EX', CHALLENGE_TTL_SECONDS);
    return options;
  }

  /**
   * Checks a signed sign-in assertion against its stored passkey and uses its challenge up;
   * answers the member it belongs to, or undefined. `userVerified` demands the authenticator
   * checked the person (PIN, biometrics), as a sign-in without a password must.
   */
  async verifyAssertion(response: AuthenticationResponseJSON, userVerified: boolean): Promise<number | undefined> {
    const challenge = challengeOf(response);
    if (!challenge || !(await this.redis.del(redisKeys.passkeyChallenge('sign-in', challenge)))) return undefined;
    const row = await passkeyByCredential(this.db.manager, typeof response.id === 'string' ? response.id : '');
    if (!row) return undefined;
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: this.origin,
      expectedRPID: this.rpId,
      credential: { id: response.id, publicKey: new Uint8Array(row.public_key), counter: Number(row.counter), transports: row.transports },
      requireUserVerification: userVerified,
    }).catch(() => undefined);
    if (!verified?.verified) return undefined;
    await recordPasskeyUse(this.db.manager, row.passkey_id, verified.authenticationInfo.newCounter);
    return row.user_id;
  }
}

/** The challenge the browser signed, read from clientDataJSON (checked again by the library). */
function challengeOf(response: AuthenticationResponseJSON): string | undefined {
  try {
    const clientData = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof clientData.challenge === 'string' && clientData.challenge.length <= 200 ? clientData.challenge : undefined;
  } catch {
    return undefined;
  }
}
