import type { TokenMessages } from './email-tokens.service';

/** What each e-mailed link answers when it is unknown or used already, or has expired. */
export const VERIFY_MESSAGES: TokenMessages = {
  invalid: 'This verification link is invalid or has already been used.',
  expired: 'This verification link has expired. Sign in and request a new one from your profile.',
};

export const RESET_MESSAGES: TokenMessages = {
  invalid: 'This password reset link is invalid or has already been used. Request a new one.',
  expired: 'This password reset link has expired. Request a new one.',
};

export const CANCEL_MESSAGES: TokenMessages = {
  invalid: 'This link is invalid or has already been used. If your email address was changed without your consent, reset your password or contact us.',
  expired: 'This link has expired, and so has the change it was sent for.',
};

/** The answers to asking for a link by address: the same whether or not the address is a member's. */
export const RESET_LINK_SENT = 'The recovery link has been sent. Check your email.';
export const RESEND_ANSWER = 'If an unverified account uses this address, a new verification email is on its way. Check your inbox.';
