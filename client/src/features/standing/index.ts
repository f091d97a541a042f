// What other features may use of standing: Settings' "Account standing" card.
// Pages are reached by app/routes.tsx only, each lazily in a chunk of its own.
export { StandingCard } from './StandingCard';
