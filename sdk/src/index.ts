export * from './generated';
export {
  configureSdk,
  getAccessToken,
  setAccessToken,
  refreshAccessToken,
  isTokenUsable,
  tokenExpiry,
  type SdkOptions,
  type TokenStore,
} from './session';
export { errorMessage, retryAfterSeconds } from './errors';
