// Account security (issue 43): the settings cards, the step-up dialog and the passkey helpers sign-in uses.
export { passkeyAnswer, passkeyFailure, passkeysSupported } from './api';
export { PasskeysCard } from './PasskeysCard';
export { StepUpDialog } from './StepUpDialog';
export { TwoFactorCard } from './TwoFactorCard';
