import type { TokenMessages } from './email-tokens.service';
import { msg } from '../i18n';

/** What each e-mailed link answers when it is unknown or used already, or has expired. */
export const VERIFY_MESSAGES: TokenMessages = {
  invalid: msg('This verification link is invalid or has already been used.').message,
  expired: msg('This verification link has expired. Sign in and request a new one from your profile.').message,
};

export const RESET_MESSAGES: TokenMessages = {
  invalid: msg('This password reset link is invalid or has already been used. Request a new one.').message,
  expired: msg('This password reset link has expired. Request a new one.').message,
};

export const CANCEL_MESSAGES: TokenMessages = {
  invalid: msg('This link is invalid or has already been used. If your email address was changed without your consent, reset your password or contact us.').message,
  expired: msg('This link has expired, and so has the change it was sent for.').message,
};

/** The answers to asking for a link by address: the same whether or not the address is a member's. */
export const RESET_LINK_SENT = msg('The recovery link has been sent. Check your email.').message;
export const RESEND_ANSWER = msg('If an unverified account uses this address, a new verification email is on its way. Check your inbox.').message;
