// What other features and app/ may use of moderation: the menu entry and the role check.
// The console page is reached by app/routes.tsx only, lazily in a chunk of its own.
export { MODERATION_PATH, ModerationNavItem, useCanModerate } from './ModerationNav';
