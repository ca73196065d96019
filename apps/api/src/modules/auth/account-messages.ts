/**
 * The e-mails and text messages the identity service sends. Each states its code's lifetime, so
 * the customer knows when to ask for a new one.
 */
import {
  AGENT_MADE_ACCOUNT_CODE_HOURS,
  AGENT_MADE_ACCOUNT_EMAIL_SUBJECT,
  CODE_LIFETIME_MINUTES,
  maskPhoneNumber,
  PHONE,
  PRODUCT_NAME,
  RECORDS_KEPT_YEARS,
} from '@wallet/domain';
import type { OutgoingMessage } from '../../adapters/messages/messages-port.js';

/** Cognito-style masked address: 'aoife@example.ie' -> 'a***@e***'. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

/** The web app's Reset password page (apps/web PATHS.resetPassword), which e-mails link to. */
export const RESET_PASSWORD_PATH = '/resetpassword';

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

/**
 * A reset code. For an account an agent made that is still waiting for its first password, the
 * code also verifies the address (decision 0032), and the e-mail says so.
 */
export function resetCodeEmail(
  to: Recipient & { email: string },
  code: string,
  options: { verifiesEmail?: boolean } = {},
): OutgoingMessage {
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
      ...(options.verifiesEmail
        ? ['', 'Setting your password also verifies your email address.']
        : []),
      '',
      'If you did not ask to reset your password, you can ignore this email: your password has not changed.',
    ].join('\n'),
    code,
    template: 'reset-password-code',
    userId: to.userId,
  };
}

/** Who registered the customer: the agent's first name and the branch they had chosen. */
export interface RegisteredBy {
  agentFirstName: string;
  branchName: string | null;
}

/**
 * Decision 0032: the one e-mail of an account an agent made. It says who made it and where, and
 * leads to the password in one step: its code is a reset code, and setting the password with it
 * also verifies the address. Nobody asked for it at a screen, so it does not say 'ignore this':
 * someone who did not ask a branch for an account is asked to call.
 */
export function agentMadeAccountEmail(
  to: Recipient & { email: string },
  registeredBy: RegisteredBy,
  code: string,
  setPasswordUrl: string,
): OutgoingMessage {
  const { agentFirstName, branchName } = registeredBy;
  const who = branchName
    ? `${agentFirstName} at our ${branchName} branch has`
    : `${agentFirstName}, one of our branch agents, has`;
  return {
    channel: 'EMAIL',
    recipient: to.email,
    subject: AGENT_MADE_ACCOUNT_EMAIL_SUBJECT,
    body: [
      `Hello ${to.givenName},`,
      '',
      `${who} registered you for the ${PRODUCT_NAME} with this email address.`,
      '',
      `Your Login Verification Code is ${code}.`,
      '',
      'To start using your wallet, choose your password in one step:',
      `1. Open the Reset password page: ${setPasswordUrl}`,
      '2. Enter this email address, the code and your new password.',
      '',
      `Setting your password also verifies your email address. The code is valid for ${AGENT_MADE_ACCOUNT_CODE_HOURS} hours. After that, select "I've forgotten my password" on the log-in page and we will send you a new code.`,
      '',
      `If you did not ask us for an account, do not use the code: please call us on ${PHONE.loginSupport}.`,
    ].join('\n'),
    code,
    template: 'agent-made-account',
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

/** Your account (issue 45): the code that proves a new sign-in address, sent to that address. */
export function changeEmailCodeEmail(
  to: Recipient & { newEmail: string },
  code: string,
): OutgoingMessage {
  return {
    channel: 'EMAIL',
    recipient: to.newEmail,
    subject: `Confirm your new ${PRODUCT_NAME} email address`,
    body: [
      `Hello ${to.givenName},`,
      '',
      `Your code is ${code}.`,
      '',
      `Enter it in Your account to sign in to ${PRODUCT_NAME} with this email address from now on. The code is valid for ${CODE_LIFETIME_MINUTES.changeEmail} minutes.`,
      '',
      'If you did not ask to use this address, you can ignore this email: nothing has changed.',
    ].join('\n'),
    code,
    template: 'change-email-code',
    userId: to.userId,
  };
}

/**
 * Told to the address that stops being the sign-in, so its owner learns of a change they did not
 * make while there is still time to call.
 */
export function emailChangedEmail(
  to: Recipient & { email: string },
  newEmail: string,
): OutgoingMessage {
  return {
    channel: 'EMAIL',
    recipient: to.email,
    subject: `Your ${PRODUCT_NAME} email address has changed`,
    body: [
      `Hello ${to.givenName},`,
      '',
      `You now sign in to ${PRODUCT_NAME} with ${maskEmail(newEmail)} instead of this address, and we will write to you there.`,
      '',
      `If you did not make this change, please call us on ${PHONE.loginSupport} straight away.`,
    ].join('\n'),
    code: null,
    template: 'email-changed',
    userId: to.userId,
  };
}

/** Your account (issue 45): the code that proves a new mobile, sent to that number. */
export function changeMobileCodeSms(to: { userId: string; phoneNumber: string }, code: string) {
  return {
    channel: 'SMS',
    recipient: to.phoneNumber,
    subject: null,
    body: `Your ${PRODUCT_NAME} code to use this mobile number is ${code}. It expires in ${CODE_LIFETIME_MINUTES.changeMobile} minutes. Never share this code.`,
    code,
    template: 'change-mobile-code',
    userId: to.userId,
  } satisfies OutgoingMessage;
}

/** A new password chosen in Your account: told by e-mail, as a change the owner may not have made. */
export function passwordChangedEmail(to: Recipient & { email: string }): OutgoingMessage {
  return {
    channel: 'EMAIL',
    recipient: to.email,
    subject: `Your ${PRODUCT_NAME} password has changed`,
    body: [
      `Hello ${to.givenName},`,
      '',
      `Your ${PRODUCT_NAME} password was changed in Your account, and every other sign-in was ended.`,
      '',
      `If you did not make this change, please call us on ${PHONE.loginSupport} straight away.`,
    ].join('\n'),
    code: null,
    template: 'password-changed',
    userId: to.userId,
  };
}

/**
 * Codes by text at sign-in turned off in Your account: told by e-mail, as the password and the
 * address are, since it takes away the second step of signing in.
 */
export function signInCodesOffEmail(to: Recipient & { email: string }): OutgoingMessage {
  return {
    channel: 'EMAIL',
    recipient: to.email,
    subject: `Codes by text are turned off for your ${PRODUCT_NAME} sign-in`,
    body: [
      `Hello ${to.givenName},`,
      '',
      `Codes by text were turned off in Your account: signing in to ${PRODUCT_NAME} now takes your password alone. You can turn them on again in Your account.`,
      '',
      `If you did not make this change, please call us on ${PHONE.loginSupport} straight away.`,
    ].join('\n'),
    code: null,
    template: 'sign-in-codes-off',
    userId: to.userId,
  };
}

/** 'Close my account' done: told at the address the account had, the last message it gets. */
export function accountClosedEmail(to: Recipient & { email: string }): OutgoingMessage {
  return {
    channel: 'EMAIL',
    recipient: to.email,
    subject: `Your ${PRODUCT_NAME} account is closed`,
    body: [
      `Hello ${to.givenName},`,
      '',
      `Your ${PRODUCT_NAME} account is closed as you asked: you can no longer sign in with this address, and we have erased the details we kept only for your account.`,
      '',
      `We keep the records of your policies, payments and claims for ${RECORDS_KEPT_YEARS} years, as the law requires, and then erase them.`,
      '',
      `If you did not close your account, please call us on ${PHONE.loginSupport} straight away.`,
    ].join('\n'),
    code: null,
    template: 'account-closed',
    userId: to.userId,
  };
}
