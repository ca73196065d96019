import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHONE, type MarketingChoices } from '@wallet/domain';
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

const NONE = { email: false, phone: false, text: false, post: false, analyse_transactions: false };
const GIVEN: MarketingChoices = {
  products: [
    {
      policy_type: 'HOME',
      choices: { ...NONE, email: true },
      changed_at: '2026-06-01T09:30:00.000Z',
    },
  ],
  changes: [
    {
      policy_type: 'HOME',
      choices: { ...NONE, email: true },
      source: 'purchase',
      at: '2026-06-01T09:30:00.000Z',
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Your account /account', () => {
  it('shows the details held, says how to change the name, and each choice as given', async () => {
    renderApp('/account', { signedInAs: CUSTOMER });
    answerAlso({ 'GET /api/account/marketing': () => json(GIVEN) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    expect(await screen.findByText(ACCOUNT_TEXTS.details.byPhone(PHONE.sales))).toBeVisible();
    const home = await screen.findByRole('form', { name: 'Home insurance' });
    expect(within(home).getByRole('checkbox', { name: 'Email' })).toBeChecked();
    expect(within(home).getByRole('checkbox', { name: 'Post' })).not.toBeChecked();
    expect(within(home).getByText('Last changed on 1 June 2026 at 10:30.')).toBeVisible();
    const history = screen.getByRole('list', { name: ACCOUNT_TEXTS.history.heading });
    expect(within(history).getByText('Offers by email; transactions not analysed.')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('saves a product’s choices, says so, and lists the change', async () => {
    const user = userEvent.setup();
    renderApp('/account', { signedInAs: CUSTOMER });
    const saved: unknown[] = [];
    answerAlso({
      'GET /api/account/marketing': () => json(GIVEN),
      'PUT /api/account/marketing/HOME': (_url, body) => {
        saved.push(body);
        const choices = body as typeof NONE;
        return json({
          products: [{ ...GIVEN.products[0]!, choices, changed_at: '2026-07-02T08:00:00.000Z' }],
          changes: [
            { policy_type: 'HOME', choices, source: 'account', at: '2026-07-02T08:00:00.000Z' },
            ...GIVEN.changes,
          ],
        });
      },
    });

    const home = await screen.findByRole('form', { name: 'Home insurance' });
    await user.click(within(home).getByRole('checkbox', { name: 'Email' }));
    await user.click(within(home).getByRole('checkbox', { name: 'Post' }));
    await user.click(within(home).getByRole('button', { name: 'Save my home insurance choices' }));

    expect(await within(home).findByText(ACCOUNT_TEXTS.marketing.saved)).toBeVisible();
    expect(saved).toEqual([{ ...NONE, post: true }]);
    const history = screen.getByRole('list', { name: ACCOUNT_TEXTS.history.heading });
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(within(history).getByText('Offers by post; transactions not analysed.')).toBeVisible();
  });

  it('says when a save fails, and keeps the choices as ticked', async () => {
    const user = userEvent.setup();
    renderApp('/account', { signedInAs: CUSTOMER });
    answerAlso({
      'GET /api/account/marketing': () => json(GIVEN),
      'PUT /api/account/marketing/HOME': () =>
        json({ error: true, status: 503, message: 'Service unavailable' }, 503),
    });
    const home = await screen.findByRole('form', { name: 'Home insurance' });
    await user.click(within(home).getByRole('checkbox', { name: 'Phone' }));
    await user.click(within(home).getByRole('button', { name: 'Save my home insurance choices' }));
    expect(await screen.findByText(ACCOUNT_TEXTS.marketing.notSaved)).toBeVisible();
    expect(within(home).getByRole('checkbox', { name: 'Phone' })).toBeChecked();
  });

  it('says there are no choices before a purchase', async () => {
    renderApp('/account', { signedInAs: CUSTOMER });
    answerAlso({ 'GET /api/account/marketing': () => json({ products: [], changes: [] }) });
    expect(await screen.findByText(ACCOUNT_TEXTS.marketing.none)).toBeVisible();
  });

  it('is reached from the header by a signed-in customer', async () => {
    const user = userEvent.setup();
    renderApp('/wallet', { signedInAs: CUSTOMER });
    answerAlso({ 'GET /api/account/marketing': () => json(GIVEN) });
    await user.click(await screen.findByRole('link', { name: 'Your account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  });
});
