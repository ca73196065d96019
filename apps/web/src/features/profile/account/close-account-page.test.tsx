import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_CLOSURE_MESSAGES } from '@wallet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerAlso } from '../../../test/answer-also';
import { axeViolations } from '../../../test/axe';
import { renderApp } from '../../../test/render-app';
import { CUSTOMER } from '../../../test/test-api';
import { ACCOUNT_TEXTS } from './account-texts';

const TEXT = ACCOUNT_TEXTS.closeAccount;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Close your account /account/close', () => {
  it('says why it cannot be closed while a policy is in force, and offers no form', async () => {
    renderApp('/account/close', { signedInAs: CUSTOMER });
    answerAlso({
      'GET /api/account/closure': () =>
        json({ can_close: false, reason: ACCOUNT_CLOSURE_MESSAGES.policyInForce }),
    });
    expect(await screen.findByText(ACCOUNT_CLOSURE_MESSAGES.policyInForce)).toBeVisible();
    expect(screen.queryByRole('button', { name: TEXT.close })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('asks for the tick before sending, then closes and says so', async () => {
    const user = userEvent.setup();
    renderApp('/account/close', { signedInAs: CUSTOMER });
    const sent: unknown[] = [];
    answerAlso({
      'GET /api/account/closure': () => json({ can_close: true, reason: null }),
      'POST /api/account/closure': (_url, body) => {
        sent.push(body);
        return json({ message: ACCOUNT_CLOSURE_MESSAGES.closed });
      },
    });
    await user.type(
      await screen.findByLabelText(ACCOUNT_TEXTS.currentPassword),
      'Wallet-Demo-2026!',
    );
    await user.click(screen.getByRole('button', { name: TEXT.close }));
    expect(
      await screen.findAllByText(ACCOUNT_CLOSURE_MESSAGES.confirmRequired, { exact: false }),
    ).not.toHaveLength(0);
    expect(sent).toEqual([]);
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByLabelText(TEXT.confirm));
    await user.click(screen.getByRole('button', { name: TEXT.close }));
    expect(
      await screen.findByRole('heading', { level: 1, name: ACCOUNT_CLOSURE_MESSAGES.closed }),
    ).toBeVisible();
    expect(sent).toEqual([{ currentPassword: 'Wallet-Demo-2026!', confirm: true }]);
  });
});
