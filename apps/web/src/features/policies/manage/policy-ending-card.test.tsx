import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_FEATURE_FLAGS, type ProfilePolicy } from '@wallet/domain';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderRoute, type FakeAnswer, type RecordedCall } from '../../../test/render-route';
import { rememberSelectedPolicy } from '../lib/selected-policy';
import { ACTIVE_HOME, LEAVING_TODAY } from '../test/fixtures';
import { ManageProductPage } from './manage-product-page';

function renderPolicy(
  policy: ProfilePolicy,
  answer?: (call: RecordedCall) => FakeAnswer,
  onPolicyChanged = vi.fn(),
) {
  rememberSelectedPolicy('home', policy.policy_id);
  return {
    onPolicyChanged,
    ...renderRoute(
      '/manage/product/home',
      '/manage/product/:type',
      <ManageProductPage
        type="home"
        policies={[policy]}
        profileLoading={false}
        flags={DEFAULT_FEATURE_FLAGS}
        today={LEAVING_TODAY}
        onPolicyChanged={onPolicyChanged}
      />,
      answer,
    ),
  };
}

const endingSection = () => screen.getByRole('region', { name: 'Ending or renewing your policy' });

describe('the policy page: withdrawing, cancelling and automatic renewal (issue 43)', () => {
  it('in the withdrawal period: withdrawing in plain view with its last day, not cancelling', async () => {
    renderPolicy(ACTIVE_HOME);
    const section = within(endingSection());
    expect(
      section.getByText(
        'You can withdraw from this contract until 08/12/2026 without giving a reason.',
      ),
    ).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Withdraw from this contract' })).toHaveAttribute(
      'href',
      '/manage/product/home/withdraw',
    );
    expect(section.queryByRole('link', { name: 'Cancel my policy' })).not.toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Stop automatic renewal' })).toBeInTheDocument();
    // Amending stays where it was.
    expect(screen.getByRole('link', { name: 'Amend my policy' })).toHaveAttribute(
      'href',
      '/wallet/amendPolicy/home',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('on the withdrawal period’s last day it still offers withdrawing', () => {
    renderPolicy({ ...ACTIVE_HOME, withdrawal_ends_on: LEAVING_TODAY });
    expect(
      within(endingSection()).getByRole('link', { name: 'Withdraw from this contract' }),
    ).toBeInTheDocument();
  });

  it('after the withdrawal period: cancelling, and automatic renewal already off', async () => {
    renderPolicy({ ...ACTIVE_HOME, withdrawal_ends_on: '2026-11-28', auto_renewal: false });
    const section = within(endingSection());
    expect(section.queryByRole('link', { name: 'Withdraw from this contract' })).toBeNull();
    expect(section.getByRole('link', { name: 'Cancel my policy' })).toHaveAttribute(
      'href',
      '/manage/product/home/cancel',
    );
    expect(section.getByText('Automatic renewal is off.')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Stop automatic renewal' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('a cancelled policy says so with its last day of cover, and offers none of these', async () => {
    renderPolicy({
      ...ACTIVE_HOME,
      status: 'cancelled',
      end_date: '2026-11-29',
      withdrawal_ends_on: null,
      auto_renewal: false,
    });
    const facts = within(screen.getByRole('region', { name: 'Your policy' }));
    const shown = facts
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(shown.slice(3, 5)).toEqual([
      ['Status', 'Cancelled'],
      ['Last day of cover', '29/11/2026'],
    ]);
    expect(screen.queryByRole('region', { name: 'Ending or renewing your policy' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Withdraw from this contract' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Cancel my policy' })).toBeNull();
    expect(screen.queryByText('Automatic renewal is off.')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('stops automatic renewal, says until when the policy runs, and refreshes the profile', async () => {
    const user = userEvent.setup();
    const { calls, onPolicyChanged } = renderPolicy(
      { ...ACTIVE_HOME, withdrawal_ends_on: null },
      () => ({ status: 200, body: { policy_id: ACTIVE_HOME.policy_id, auto_renewal: false } }),
    );
    await user.click(screen.getByRole('button', { name: 'Stop automatic renewal' }));
    const status = await screen.findByText(
      'Automatic renewal is off. Your policy will end on 19/11/2027 unless you renew it.',
    );
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(calls).toEqual([
      { method: 'PUT', path: '/api/policies/home%2F5005/auto-renewal', body: { enabled: false } },
    ]);
    expect(onPolicyChanged).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Stop automatic renewal' })).toBeNull();
  });

  it('says why the API would not stop automatic renewal', async () => {
    const user = userEvent.setup();
    renderPolicy({ ...ACTIVE_HOME, withdrawal_ends_on: null }, () => ({
      status: 400,
      body: {
        message: 'Validation failed',
        fieldErrors: { enabled: ['This policy has already renewed.'] },
      },
    }));
    await user.click(screen.getByRole('button', { name: 'Stop automatic renewal' }));
    expect(await screen.findByText('This policy has already renewed.')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Stop automatic renewal' }),
    ).toHaveAccessibleDescription(/This policy has already renewed\./);
  });
});
