import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { MAX_REDIRECT_URIS, MAX_URL_LENGTH } from '../redirect-uris';
import { msg } from '../../i18n';

// Examples of an app as a member sees it: the generic field-name examples would name a person.
const appName = () => ApiProperty({ type: String, example: 'Verse of the Day' });
const appWebsite = () => ApiProperty({ type: String, example: 'https://verse.example.org' });

/** A new OAuth app: a public client (code + PKCE, no secret), or a confidential one (code + PKCE and a client secret). */
export class CreateOAuthAppDto {
  /** The app's name, shown to members on the consent page. */
  @IsString({ message: msg('name must be a string').message })
  @MinLength(1, { message: msg('name is required').message })
  @MaxLength(100, { message: msg('name must be at most 100 characters').message })
  name: string;

  /** Where Pen may send members back with a code: https, or http on localhost/127.0.0.1 while developing; no fragment. */
  @IsArray({ message: msg('redirectUris must be a list of URLs').message })
  @ArrayMinSize(1, { message: msg('redirectUris needs at least one URL').message })
  @ArrayMaxSize(MAX_REDIRECT_URIS, { message: `redirectUris holds at most ${MAX_REDIRECT_URIS} URLs` })
  @IsString({ each: true, message: msg('redirectUris must be a list of URLs').message })
  @MaxLength(MAX_URL_LENGTH, { each: true, message: `a redirect URI must be at most ${MAX_URL_LENGTH} characters` })
  redirectUris: string[];

  /** The app's home page (http or https), shown on the consent page. */
  @IsOptional()
  @IsString({ message: msg('website must be a URL').message })
  @MaxLength(MAX_URL_LENGTH, { message: `website must be at most ${MAX_URL_LENGTH} characters` })
  website?: string;

  /**
   * true: a confidential client, for an app running on a server that can keep a secret: it
   * authenticates at the token and revocation endpoints with its client secret
   * (HTTP Basic, `client_secret_basic`, or in the form body, `client_secret_post`), and still uses PKCE. The secret is in this
   * answer only. false or absent: a public client (a browser or mobile app), PKCE without a secret.
   */
  @IsOptional()
  @IsBoolean({ message: msg('confidential must be true or false').message })
  confidential?: boolean;
}

/** An app its owner registered. */
export class OAuthAppDto {
  /** The OAuth client_id (public; every app must use PKCE). */
  clientId: string;
  @appName()
  name: string;
  @appWebsite()
  website: string | null;
  redirectUris: string[];
  /** Whether the app is a confidential client (it has a client secret). */
  confidential: boolean;
  /**
   * The client secret of a confidential app: only in the answer to its registration or to a new
   * secret, never again (Pen keeps only its hash). Store it on the app's server.
   */
  clientSecret?: string;
  /** When it was registered (ISO 8601). */
  created_at: string;
}

export class OAuthAppResponseDto {
  app: OAuthAppDto;
}

export class OAuthAppsResponseDto {
  apps: OAuthAppDto[];
}

/** An app the member let act for them. */
export class ConnectedAppDto {
  clientId: string;
  @appName()
  name: string;
  @appWebsite()
  website: string | null;
  /** What the member allowed: `openid`, `profile`, `email`, `read`, `write`, `notifications`. */
  scopes: string[];
  /** When the member first allowed it (ISO 8601). */
  since: string;
}

export class ConnectedAppsResponseDto {
  apps: ConnectedAppDto[];
}

/** One permission an app asks for, in plain words. */
export class OAuthScopeDto {
  /** `openid`, `profile`, `email` (Sign in with Pen), `read`, `write` or `notifications`. */
  scope: string;
  /** Everything the permission lets the app do (the same rules the API enforces). */
  description: string;
}

/** The app asking for access on the consent page. */
export class InteractionAppDto {
  clientId: string;
  @appName()
  name: string;
  @appWebsite()
  website: string | null;
}

export class InteractionResponseDto {
  app: InteractionAppDto;
  /** Each permission asked for, with what it allows. */
  scopes: OAuthScopeDto[];
  /** What no app can do, whatever it is given (account management, moderation tools), in plain words. */
  never: string[];
  /**
   * true when the member has already allowed this app every scope asked for (the same or fewer
   * than before): the consent page then sends the answer at once instead of asking again.
   */
  alreadyAllowed: boolean;
}

/** The member's answer on the consent page. */
export class ConsentDto {
  /** true: allow the app; false: deny. */
  @IsBoolean({ message: msg('approve must be true or false').message })
  approve: boolean;
}

export class ConsentResponseDto {
  /** Where the browser goes next: the authorization server finishes there and sends the member back to the app. */
  redirectTo: string;
}
