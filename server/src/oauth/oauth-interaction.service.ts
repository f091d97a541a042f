import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_REFUSED_ROUTES, APP_SCOPE_RULES, isAppScope } from '../common/app-scope-check';
import type { AuthUser } from '../common/auth-user';
import { ConsentResponseDto, InteractionResponseDto } from './dto/oauth.dto';
import { findApp, liveGrantOf, saveGrant } from './oauth-apps.repository';
import { GRANT_TTL, OAuthProviderService } from './oauth-provider.service';
import { OIDC_SCOPES, type OidcScope, requestedOidcScopes, requestedScopes } from './oauth-scopes';
import { MemberLanguagesService, msg, translate } from '../i18n';

export const INTERACTION_GONE = msg('This authorization request has expired or was opened in another browser. Go back to the app and try again.').message;

type Interaction = Awaited<ReturnType<OAuthProviderService['interactionDetails']>>;

function asksConsent(prompt: unknown): boolean {
  return typeof prompt === 'string' && prompt.split(' ').includes('consent');
}

/**
 * The consent step of an authorization: the web client's page asks here what the app wants and
 * sends the member's answer; the answer is for the member signed in to the web client.
 */
@Injectable()
export class OAuthInteractionService {
  constructor(
    private readonly oauth: OAuthProviderService,
    @InjectDataSource() private readonly db: DataSource,
    private readonly languages: MemberLanguagesService,
  ) {}

  /**
   * The interaction of this browser (its interaction cookie, set when the authorization started)
   * with the given uid: a uid alone, sent to a member by someone else, is not enough.
   */
  private async interaction(uid: string, req: IncomingMessage, res: ServerResponse): Promise<Interaction> {
    const interaction = await this.oauth.interactionDetails(req, res).catch(() => undefined);
    if (!interaction || interaction.uid !== uid) throw new NotFoundException(INTERACTION_GONE);
    return interaction;
  }

  /**
   * What the consent page shows: each requested scope with what it allows, and what no app may
   * do whatever it is given, both in the words of the table the guards enforce (issue #38).
   */
  async details(user: AuthUser, uid: string, req: FastifyRequest, res: ServerResponse): Promise<InteractionResponseDto> {
    const interaction = await this.interaction(uid, req.raw, res);
    const app = await findApp(this.db.manager, String(interaction.params.client_id));
    if (!app) throw new NotFoundException(INTERACTION_GONE);
    // In the member's language, in the words of the table the guards enforce.
    const language = await this.languages.forRequest(req);
    // `profile` is the API's scope too: said once, in the API's words (which cover its claims).
    const describe = (scope: string): string => translate(isAppScope(scope) ? APP_SCOPE_RULES[scope].allows : OIDC_SCOPES[scope as OidcScope].allows, language);
    const oidc: string[] = requestedOidcScopes(interaction.params.scope);
    return {
      app: { clientId: app.client_id, name: app.name, website: app.website },
      scopes: [...oidc, ...requestedScopes(interaction.params.scope).filter((s) => !oidc.includes(s))].map((scope) => ({ scope, description: describe(scope) })),
      never: Object.values(APP_REFUSED_ROUTES).map((r) => translate(r.never, language)),
      // An app that asks with prompt=consent wants the member asked, whatever they allowed before.
      alreadyAllowed: !asksConsent(interaction.params.prompt) && (await this.alreadyAllowed(user.userId, app.client_id, interaction.params.scope)),
    };
  }

  /** Every scope the app asks for (Pen's and OpenID Connect's) that goes into its grant. */
  private asked(scope: unknown): string[] {
    return [...new Set<string>([...requestedOidcScopes(scope), ...requestedScopes(scope)])];
  }

  /**
   * Whether the member's live grant to this app already holds every scope asked for: the consent
   * page then answers at once, without asking again (a new scope is always asked).
   */
  private async alreadyAllowed(userId: number, clientId: string, scope: unknown): Promise<boolean> {
    const grantId = await liveGrantOf(this.db.manager, userId, clientId);
    const grant = grantId ? await this.oauth.provider.Grant.find(grantId) : undefined;
    if (!grant || grant.accountId !== String(userId) || grant.clientId !== clientId) return false;
    const held = new Set(grant.getResourceScope(this.oauth.resource).split(' '));
    return this.asked(scope).every((s) => held.has(s));
  }

  async answer(user: AuthUser, uid: string, approve: boolean, req: IncomingMessage, res: ServerResponse): Promise<ConsentResponseDto> {
    const interaction = await this.interaction(uid, req, res);
    const clientId = String(interaction.params.client_id);
    if (!(await findApp(this.db.manager, clientId))) throw new NotFoundException(INTERACTION_GONE);
    let result: Record<string, unknown>;
    if (!approve) {
      result = { error: 'access_denied', error_description: 'The member did not allow the app' };
    } else {
      const scopes = this.asked(interaction.params.scope);
      const accountId = String(user.userId);
      const { Grant } = this.oauth.provider;
      // One grant per member and app: a new authorization adds its scopes to the existing one.
      const existingId = await liveGrantOf(this.db.manager, user.userId, clientId);
      const existing = existingId ? await Grant.find(existingId) : undefined;
      const grant = existing?.accountId === accountId ? existing : new Grant({ accountId, clientId });
      // The scopes are listed as the server's own too (discovery's scopes_supported), so the
      // grant holds them both ways; tokens are for the API and carry the API's scopes, openid,
      // profile and email included (userinfo reads the same token). Every scope asked for must
      // be in the grant, offline_access too, or the provider asks again (the consent loop of
      // `scope=openid read`, issue 45).
      const protocol = String(interaction.params.scope ?? '').split(' ').includes('offline_access') ? ['offline_access'] : [];
      grant.addOIDCScope([...scopes, ...protocol].join(' '));
      grant.addResourceScope(this.oauth.resource, scopes.join(' '));
      const grantId = await grant.save();
      const granted = grant.getResourceScope(this.oauth.resource).split(' ').filter(Boolean);
      // Every save gives the grant the full GRANT_TTL again (ttl.Grant).
      await saveGrant(this.db.manager, grantId, user.userId, clientId, granted, Math.floor(Date.now() / 1000) + GRANT_TTL);
      result = { login: { accountId }, consent: { grantId } };
    }
    const redirectTo = await this.oauth.provider.interactionResult(req, res, result, { mergeWithLastSubmission: false });
    return { redirectTo };
  }
}
