export * from './generated/index.js';
export { createPenClient, type PenClient, type PenClientOptions, type Bound } from './client.js';
export type { PenAuth, PenTokens } from './auth.js';
export { PenApiError, isPenApiError, errorMessage, retryAfterSeconds, parseRetryAfter } from './errors.js';
export { isTokenUsable, tokenExpiry, memoryTokenStore, type TokenStore } from './tokens.js';
export { parseEventStream, type NotificationEvent, type NotificationStreamOptions } from './stream.js';
export {
  signInWithPassword,
  SecondFactorRequiredError,
  type PasswordSignInOptions,
  type PasswordSession,
  type SecondFactorAnswer,
  type SecondFactorMethod,
} from './sign-in.js';
export { pages, items, type CursorPage, type PageItem } from './paging.js';
export {
  createPkcePair,
  createState,
  buildAuthorizeUrl,
  exchangeCode,
  OAuthError,
  type PkcePair,
  type PenScope,
  type AuthorizeUrlOptions,
  type ExchangeCodeOptions,
  type OAuthTokens,
} from './pkce.js';
