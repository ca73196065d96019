/**
 * The e-mails and text messages the identity service sends. Each states its code's lifetime, so
 * the customer knows when to ask for a new one.
 */
import { CODE_LIFETIME_MINUTES, maskPhoneNumber, PHONE, PRODUCT_NAME } from '@wallet/domain';
import type { OutgoingMessage } from '../../adapters/messages/messages-port.js';

type Recipient = { userId: string; givenName: string };

export function signUpCodeEmail(to: Recipient & { email: string }, code: string): OutgoingMessage {
  return {
    channel: 'EMAIL',
    recipient: to.email,
    subject: `Your ${PRODUCT_NAME} verification code`,
    body: [
      `Hello ${to.givenName},`,
      '',
      `Your verification code is ${code}.`,
      '',
      `Enter it on the Verify email page to activate your ${PRODUCT_NAME} account. The code is valid for ${CODE_LIFETIME_MINUTES.verifyEmail / 60} hours.`,
      '',
      'If you did not create an account, you can ignore this email.',
    ].join('\n'),
    code,
    template: 'sign-up-code',
    userId: to.userId,
  };
}

export function resetCodeEmail(to: Recipient & { email: string }, code: string): OutgoingMessage {
  return {
    channel: 'EMAIL',
    recipient: to.email,
    subject: `Reset your ${PRODUCT_NAME} password`,
    body: [
      `Hello ${to.givenName},`,
      '',
      `Your password reset code is ${code}.`,
      '',
      `Enter it on the Reset password page with your new password. The code is valid for ${CODE_LIFETIME_MINUTES.resetPassword} minutes.`,
      '',
      'If you did not ask to reset your password, you can ignore this email: your password has not changed.',
    ].join('\n'),
    code,
    template: 'reset-password-code',
    userId: to.userId,
  };
}

export function signInCodeSms(to: { userId: string; phoneNumber: string }, code: string) {
  return {
    channel: 'SMS',
    recipient: to.phoneNumber,
    subject: null,
    body: `Your ${PRODUCT_NAME} login code is ${code}. It expires in ${CODE_LIFETIME_MINUTES.smsMfa} minutes. Never share this code.`,
    code,
    template: 'sign-in-code',
    userId: to.userId,
  } satisfies OutgoingMessage;
}

/**
 * Told to the number that stops receiving sign-in codes, so its owner learns of a change they did
 * not make while there is still time to call.
 */
export function mobileNumberChangedSms(
  to: { userId: string; phoneNumber: string },
  newPhoneNumber: string,
) {
  return {
    channel: 'SMS',
    recipient: to.phoneNumber,
    subject: null,
    body: `Your ${PRODUCT_NAME} login codes will now be sent to ${maskPhoneNumber(newPhoneNumber)} instead of this number. If you did not make this change, call us on ${PHONE.loginSupport}.`,
    code: null,
    template: 'mobile-number-changed',
    userId: to.userId,
  } satisfies OutgoingMessage;
}

/** The code a message carries, for the development outbox. */
export function codeInMessage(body: string): string | undefined {
  return /\b(\d{6})\b/.exec(body)?.[1];
}
