// What other features may use of legal: the terms text and the community rules (shown during registration).
export { TermsText } from './TermsText';
export { RulesList } from './RulesList';
