import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHECKOUT_MESSAGES } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { ALL_POLICIES, CUSTOMER } from '../../test/test-api';
import { axeViolations } from '../../test/axe';

const main = () => within(screen.getByRole('main'));

/** The route files, through the whole app: profile and flags come from the in-test API. */
describe('policies routes', () => {
  it('walks from the dashboard to a policy and its documents', async () => {
    const user = userEvent.setup();
    renderApp('/manage', { signedInAs: CUSTOMER, policies: ALL_POLICIES });
    await screen.findByRole('heading', { level: 1, name: 'Manage My Insurance' });
    await user.click(await main().findByRole('link', { name: 'Home' }));

    await screen.findByRole('heading', { level: 1, name: 'Your Home Policies' });
    await user.click(main().getByRole('button', { name: /^Policy Number HP-1/ }));

    await screen.findByRole('heading', { level: 1, name: 'Home Insurance' });
    expect(await axeViolations()).toEqual([]);
    await user.click(main().getByRole('link', { name: 'View documents' }));

    await screen.findByRole('heading', { level: 1, name: 'Home Documents' });
    // The in-test API has no documents: the page says they are on their way.
    expect(await main().findByText(CHECKOUT_MESSAGES.documentsPending)).toBeInTheDocument();
  });

  it('sends the header’s product link to the list while no policy is chosen', async () => {
    renderApp('/manage/product/travel', { signedInAs: CUSTOMER, policies: ALL_POLICIES });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Travel Policies' }),
    ).toBeInTheDocument();
  });

  it('answers an unknown product with the dashboard', async () => {
    renderApp('/manage/viewMultiplePolicies/boat', { signedInAs: CUSTOMER });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage My Insurance' }),
    ).toBeInTheDocument();
  });

  it('opens the documents menu with the customer’s products', async () => {
    renderApp('/documents', { signedInAs: CUSTOMER, policies: ALL_POLICIES });
    await screen.findByRole('heading', { level: 1, name: 'Documents' });
    expect(await main().findByRole('link', { name: 'Car Documents' })).toHaveAttribute(
      'href',
      '/documents/policy/2',
    );
    expect(await axeViolations()).toEqual([]);
  });
});
