// OAuth apps (issue #30): the settings cards; the consent page is lazy-loaded by the router.
export { ConnectedAppsCard } from './ConnectedAppsCard';
export { DeveloperAppsCard } from './DeveloperAppsCard';
