import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_VALIDATION_MESSAGES,
  IDENTITY_FLOW_ERRORS,
  LOGIN_VALIDATION_MESSAGES,
  SIGN_IN_DETAILS_MESSAGES,
  type SignInDetails,
} from '@wallet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerAlso } from '../../../test/answer-also';
import { axeViolations } from '../../../test/axe';
import { renderApp } from '../../../test/render-app';
import { CUSTOMER } from '../../../test/test-api';
import { ACCOUNT_TEXTS } from './account-texts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const HELD: SignInDetails = {
  email: 'demo@wallet.test',
  mobile: '+353871234567',
  mobile_verified: true,
  sms_codes: false,
  password_changed_at: '2026-06-01T09:30:00.000Z',
  pending_email: null,
  pending_mobile: null,
};
const NO_CHOICES = { products: [], changes: [] };
const NEW_PASSWORD = 'Harbour-Lights-42!';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('How you sign in, on Your account', () => {
  it('shows the address, mobile and password held, each with its way to change it', async () => {
    renderApp('/account', { signedInAs: CUSTOMER });
    answerAlso({
      'GET /api/account/sign-in-details': () => json(HELD),
      'GET /api/account/marketing': () => json(NO_CHOICES),
    });
    const card = await screen.findByRole('region', { name: ACCOUNT_TEXTS.signIn.heading });
    expect(await within(card).findByText('demo@wallet.test')).toBeVisible();
    expect(within(card).getByText('0871234567')).toBeVisible();
    expect(within(card).getByText('Last changed on 1 June 2026 at 10:30')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Change your email address' })).toHaveAttribute(
      'href',
      '/account/email',
    );
    expect(within(card).getByRole('link', { name: 'Change your mobile number' })).toHaveAttribute(
      'href',
      '/account/mobile',
    );
    expect(within(card).getByRole('link', { name: 'Change your password' })).toHaveAttribute(
      'href',
      '/account/password',
    );
    expect(
      within(card).getByRole('switch', { name: ACCOUNT_TEXTS.signIn.codesSwitch }),
    ).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });

  it('turns codes by text on, and says so', async () => {
    const user = userEvent.setup();
    renderApp('/account', { signedInAs: CUSTOMER });
    const sent: unknown[] = [];
    answerAlso({
      'GET /api/account/sign-in-details': () => json(HELD),
      'GET /api/account/marketing': () => json(NO_CHOICES),
      'POST /api/auth/set-preferred-mfa': (_url, body) => {
        sent.push(body);
        return json({ mfa_enabled: true });
      },
    });
    await user.click(await screen.findByRole('switch', { name: ACCOUNT_TEXTS.signIn.codesSwitch }));
    expect(await screen.findByText(ACCOUNT_TEXTS.signIn.codesOn)).toBeVisible();
    expect(sent).toEqual([{ smsMfa: true }]);
    expect(screen.getByRole('switch', { name: ACCOUNT_TEXTS.signIn.codesSwitch })).toBeChecked();
  });

  it('turns codes by text off only with the password as it stands', async () => {
    const user = userEvent.setup();
    renderApp('/account', { signedInAs: CUSTOMER });
    const sent: unknown[] = [];
    answerAlso({
      'GET /api/account/sign-in-details': () => json({ ...HELD, sms_codes: true }),
      'GET /api/account/marketing': () => json(NO_CHOICES),
      'POST /api/auth/set-preferred-mfa': (_url, body) => {
        sent.push(body);
        return (body as { currentPassword?: string }).currentPassword === 'Wallet-Demo-2026!'
          ? json({ mfa_enabled: false })
          : json(
              {
                statusCode: 400,
                message: 'The request is not valid.',
                fieldErrors: { currentPassword: [SIGN_IN_DETAILS_MESSAGES.currentPasswordWrong] },
              },
              400,
            );
      },
    });
    const TEXT = ACCOUNT_TEXTS.signIn;
    const codes = await screen.findByRole('switch', { name: TEXT.codesSwitch });
    expect(codes).toBeChecked();

    // Turning off asks for the password first, and changes nothing until it is given.
    await user.click(codes);
    const step = await screen.findByRole('form', { name: TEXT.codesOffTitle });
    const password = within(step).getByLabelText(ACCOUNT_TEXTS.currentPassword);
    expect(password).toHaveFocus();
    expect(codes).toBeChecked();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(step).getByRole('button', { name: TEXT.codesOffConfirm }));
    expect(
      await within(step).findAllByText(SIGN_IN_DETAILS_MESSAGES.currentPasswordRequired),
    ).not.toHaveLength(0);
    expect(sent).toEqual([]);

    await user.type(password, 'wrong');
    await user.click(within(step).getByRole('button', { name: TEXT.codesOffConfirm }));
    expect(
      await within(step).findAllByText(SIGN_IN_DETAILS_MESSAGES.currentPasswordWrong),
    ).not.toHaveLength(0);
    expect(codes).toBeChecked();

    // Kept on: the step closes and the switch has the focus again.
    await user.click(within(step).getByRole('button', { name: TEXT.codesOffCancel }));
    expect(screen.queryByRole('form', { name: TEXT.codesOffTitle })).toBeNull();
    expect(codes).toBeChecked();
    expect(codes).toHaveFocus();

    await user.click(codes);
    const again = await screen.findByRole('form', { name: TEXT.codesOffTitle });
    await user.type(
      within(again).getByLabelText(ACCOUNT_TEXTS.currentPassword),
      'Wallet-Demo-2026!',
    );
    await user.click(within(again).getByRole('button', { name: TEXT.codesOffConfirm }));
    expect(await screen.findByText(TEXT.codesOff)).toBeVisible();
    expect(screen.getByRole('switch', { name: TEXT.codesSwitch })).not.toBeChecked();
    expect(screen.queryByRole('form', { name: TEXT.codesOffTitle })).toBeNull();
    expect(sent).toEqual([
      { smsMfa: false, currentPassword: 'wrong' },
      { smsMfa: false, currentPassword: 'Wallet-Demo-2026!' },
    ]);
  });
});

describe('Change your email address /account/email', () => {
  it('checks the form as the API does, then takes the code and shows the change on Your account', async () => {
    const user = userEvent.setup();
    renderApp('/account/email', { signedInAs: CUSTOMER });
    const asked: unknown[] = [];
    const confirmed: unknown[] = [];
    answerAlso({
      'POST /api/account/email': (_url, body) => {
        asked.push(body);
        return (body as { currentPassword: string }).currentPassword === 'wrong'
          ? json(
              {
                statusCode: 400,
                message: 'The request is not valid.',
                fieldErrors: { currentPassword: [SIGN_IN_DETAILS_MESSAGES.currentPasswordWrong] },
              },
              400,
            )
          : json({ destination: 'n***@e***', deliveryMedium: 'EMAIL' });
      },
      'POST /api/account/email/confirm': (_url, body) => {
        confirmed.push(body);
        return (body as { code: string }).code === '000000'
          ? json(IDENTITY_FLOW_ERRORS.codeMismatch, 400)
          : json({ ...HELD, email: 'new@example.ie' });
      },
      'GET /api/account/sign-in-details': () => json({ ...HELD, email: 'new@example.ie' }),
      'GET /api/account/marketing': () => json(NO_CHOICES),
    });

    const send = await screen.findByRole('button', { name: ACCOUNT_TEXTS.changeEmail.send });
    await user.click(send);
    const form = screen.getByRole('form', { name: ACCOUNT_TEXTS.changeEmail.title });
    const summary = (await within(form).findByText('There is a problem')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(summary).toHaveTextContent(LOGIN_VALIDATION_MESSAGES.emailRequired);
    expect(summary).toHaveTextContent(SIGN_IN_DETAILS_MESSAGES.currentPasswordRequired);
    expect(asked).toEqual([]);

    await user.type(screen.getByLabelText(ACCOUNT_TEXTS.changeEmail.email), 'new@example.ie');
    await user.type(screen.getByLabelText(ACCOUNT_TEXTS.currentPassword), 'wrong');
    await user.click(send);
    expect(
      await screen.findAllByText(SIGN_IN_DETAILS_MESSAGES.currentPasswordWrong),
    ).not.toHaveLength(0);

    await user.clear(screen.getByLabelText(ACCOUNT_TEXTS.currentPassword));
    await user.type(screen.getByLabelText(ACCOUNT_TEXTS.currentPassword), 'Wallet-Demo-2026!');
    await user.click(send);
    expect(await screen.findByText(ACCOUNT_TEXTS.code.sentTo('n***@e***'))).toBeVisible();
    expect(asked.at(-1)).toEqual({
      email: 'new@example.ie',
      currentPassword: 'Wallet-Demo-2026!',
    });
    expect(await axeViolations()).toEqual([]);

    await user.type(screen.getByLabelText(ACCOUNT_TEXTS.code.label), '000000');
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.changeEmail.use }));
    expect(await screen.findByText(IDENTITY_FLOW_ERRORS.codeMismatch.message)).toBeVisible();

    await user.clear(screen.getByLabelText(ACCOUNT_TEXTS.code.label));
    await user.type(screen.getByLabelText(ACCOUNT_TEXTS.code.label), '123456');
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.changeEmail.use }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    expect(screen.getByText(SIGN_IN_DETAILS_MESSAGES.emailChanged)).toBeVisible();
    expect(confirmed.at(-1)).toEqual({ code: '123456' });
  });
});

describe('Change your mobile number /account/mobile', () => {
  it('texts a code to the new number in international form and takes it back', async () => {
    const user = userEvent.setup();
    renderApp('/account/mobile', { signedInAs: CUSTOMER });
    const asked: unknown[] = [];
    answerAlso({
      'POST /api/account/mobile': (_url, body) => {
        asked.push(body);
        return json({ destination: '+353*****4321', deliveryMedium: 'SMS' });
      },
      'POST /api/account/mobile/confirm': () => json({ ...HELD, mobile: '+353877654321' }),
      'GET /api/account/sign-in-details': () => json({ ...HELD, mobile: '+353877654321' }),
      'GET /api/account/marketing': () => json(NO_CHOICES),
    });
    await user.type(
      await screen.findByLabelText(ACCOUNT_TEXTS.changeMobile.mobile),
      '087 765 4321',
    );
    await user.type(screen.getByLabelText(ACCOUNT_TEXTS.currentPassword), 'Wallet-Demo-2026!');
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.changeMobile.send }));
    expect(await screen.findByText(ACCOUNT_TEXTS.code.sentTo('+353*****4321'))).toBeVisible();
    expect(asked).toEqual([{ mobile: '+353877654321', currentPassword: 'Wallet-Demo-2026!' }]);
    await user.type(screen.getByLabelText(ACCOUNT_TEXTS.code.label), '123456');
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.changeMobile.use }));
    expect(await screen.findByText(SIGN_IN_DETAILS_MESSAGES.mobileChanged)).toBeVisible();
  });
});

describe('Change your password /account/password', () => {
  it('refuses a mismatch and the same password before sending, then changes it', async () => {
    const user = userEvent.setup();
    renderApp('/account/password', { signedInAs: CUSTOMER });
    const sent: unknown[] = [];
    answerAlso({
      'PUT /api/account/password': (_url, body) => {
        sent.push(body);
        return json({ ...HELD, password_changed_at: '2026-12-01T10:00:00.000Z' });
      },
      'GET /api/account/sign-in-details': () => json(HELD),
      'GET /api/account/marketing': () => json(NO_CHOICES),
    });
    const current = await screen.findByLabelText(ACCOUNT_TEXTS.currentPassword);
    const fresh = screen.getByLabelText(ACCOUNT_TEXTS.changePassword.newPassword);
    const again = screen.getByLabelText(ACCOUNT_TEXTS.changePassword.confirmNewPassword);
    const save = screen.getByRole('button', { name: ACCOUNT_TEXTS.changePassword.save });

    await user.type(current, NEW_PASSWORD);
    await user.type(fresh, NEW_PASSWORD);
    await user.type(again, `${NEW_PASSWORD}x`);
    await user.click(save);
    expect(await screen.findAllByText(SIGN_IN_DETAILS_MESSAGES.newPasswordSame)).not.toHaveLength(
      0,
    );
    expect(screen.getAllByText(ACCOUNT_VALIDATION_MESSAGES.passwordsMustMatch)).not.toHaveLength(0);
    expect(sent).toEqual([]);

    await user.clear(current);
    await user.type(current, 'Wallet-Demo-2026!');
    await user.clear(again);
    await user.type(again, NEW_PASSWORD);
    await user.click(save);
    expect(await screen.findByText(SIGN_IN_DETAILS_MESSAGES.passwordChanged)).toBeVisible();
    expect(sent).toEqual([{ currentPassword: 'Wallet-Demo-2026!', newPassword: NEW_PASSWORD }]);
  });
});
