// OAuth apps (issue #30): the settings cards; the consent page is lazy-loaded by the router.
export { ConnectedAppsCard } from './ConnectedAppsCard';
export { DeveloperAppsCard } from './DeveloperAppsCard';
// Scope names and their plain words, for the API key form in settings.
export { KEY_SCOPES, type KeyScope, scopeDescription, scopeLabel } from './scope-labels';
