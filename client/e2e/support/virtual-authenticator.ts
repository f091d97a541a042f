import type { CDPSession, Page } from '@playwright/test';

/** A passkey as Chromium's virtual authenticator keeps it (CDP `WebAuthn.Credential`). */
export interface VirtualCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
}

/**
 * Chromium's virtual authenticator (CDP `WebAuthn.*`) in one page's browser context: a platform
 * authenticator (the phone's or computer's screen lock) that keeps discoverable passkeys and has
 * verified the person, answering every WebAuthn prompt without a dialog.
 */
export class VirtualAuthenticator {
  private constructor(
    private readonly cdp: CDPSession,
    private readonly authenticatorId: string,
  ) {}

  static async attach(page: Page): Promise<VirtualAuthenticator> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable', { enableUI: false });
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    return new VirtualAuthenticator(cdp, authenticatorId);
  }

  async credentials(): Promise<VirtualCredential[]> {
    return (await this.cdp.send('WebAuthn.getCredentials', { authenticatorId: this.authenticatorId })).credentials;
  }

  /** Puts a passkey made in another browser into this one (as a synced passkey arrives on a new device). */
  async add(credential: VirtualCredential): Promise<void> {
    await this.cdp.send('WebAuthn.addCredential', { authenticatorId: this.authenticatorId, credential });
  }
}
