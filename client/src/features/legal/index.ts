// What other features may use of legal: the terms text (shown during registration).
export { TermsText } from './TermsText';
