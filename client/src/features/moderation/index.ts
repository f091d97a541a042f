// What other features and app/ may use of moderation: the console's address and the role check
// (app/ModerationNavItem.tsx draws the menu entry). The console page is reached by app/routes.tsx
// only, lazily in a chunk of its own; nothing exported here uses Lingui, so the moderation catalog
// loads with the console only.
export { MODERATION_PATH, useCanModerate } from './access';
