// Account security (issue 43): the settings cards and the step-up dialog (app/ loads it when a call
// asks for one). The passkey helpers sign-in uses are in lib/passkeys.ts: the sign-in page loads
// nothing of this feature, nor its catalog (issue 41: /login's JavaScript).
export { PasskeysCard } from './PasskeysCard';
export { StepUpDialog } from './StepUpDialog';
export { TwoFactorCard } from './TwoFactorCard';
