import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MARKETING_CONSENT_DEFAULTS } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { readForcedLogin } from '../../lib/forced-login';
import type { SessionState } from '../../lib/session';
import { readMarketingConsent, saveMarketingConsent } from '../../lib/checkout/checkout-storage';
import { CHECKOUT_PRODUCTS } from './checkout-products';
import { axeViolations } from '../../test/axe';
import { storeHomeQuote } from '../../features/checkout/test/fixtures';
import { renderRoute } from '../../test/render-route';
import { ConsentPage } from '../../features/checkout/consent/consent-page';

const home = CHECKOUT_PRODUCTS.home!;
const signedIn: Pick<SessionState, 'status'> = { status: 'signed-in' };

function renderConsent(session = signedIn) {
  return renderRoute(
    '/wallet/consent/home',
    '/wallet/consent/:type',
    <ConsentPage product={home} session={session} />,
  );
}

const offers = () =>
  screen.getByRole('switch', { name: 'I would like to hear about offers and news' });
const next = () => screen.getByRole('button', { name: 'Next' });
const channel = (name: string) => screen.getByRole('checkbox', { name });

describe('marketing consent page', () => {
  it('sends a customer without a chosen quote to the wallet', async () => {
    renderConsent();
    expect(await screen.findByRole('heading', { name: 'Now at /wallet' })).toBeInTheDocument();
  });

  it('shows the channels only with consent, Select All ticks all four, turning off clears them', async () => {
    storeHomeQuote();
    renderConsent();
    expect(screen.queryByRole('checkbox', { name: 'Email' })).not.toBeInTheDocument();
    await userEvent.click(offers());
    await userEvent.click(channel('Select All'));
    for (const name of ['Email', 'Phone', 'Text', 'Post']) expect(channel(name)).toBeChecked();
    await userEvent.click(channel('Select All'));
    for (const name of ['Email', 'Phone', 'Text', 'Post']) expect(channel(name)).not.toBeChecked();

    await userEvent.click(channel('Phone'));
    await userEvent.click(offers());
    await userEvent.click(offers());
    // Consent off cleared the channel: back on, nothing is chosen.
    expect(channel('Phone')).not.toBeChecked();
  });

  it('keeps Next disabled, and says why, while consent is on and no channel is chosen', async () => {
    storeHomeQuote();
    renderConsent();
    expect(next()).toBeEnabled();
    await userEvent.click(offers());
    expect(next()).toBeDisabled();
    const why =
      'Choose at least one way we may contact you, or turn off offers and news, to continue.';
    expect(next()).toHaveAccessibleDescription(why);
    await userEvent.click(channel('Text'));
    expect(next()).toBeEnabled();
    expect(screen.queryByText(why)).not.toBeInTheDocument();
    // Ticking every channel one by one ticks Select All.
    for (const name of ['Email', 'Phone', 'Post']) await userEvent.click(channel(name));
    expect(channel('Select All')).toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });

  it('is prefilled from the saved record', async () => {
    storeHomeQuote();
    saveMarketingConsent('HOME', {
      ...MARKETING_CONSENT_DEFAULTS,
      consent: true,
      email: true,
      analyzeTransaction: true,
    });
    renderConsent();
    expect(offers()).toBeChecked();
    expect(channel('Email')).toBeChecked();
    expect(channel('Post')).not.toBeChecked();
    expect(
      screen.getByRole('switch', {
        name: 'I agree that my transactions may be analysed to tailor offers to me',
      }),
    ).toBeChecked();
  });

  it('Next saves the record and goes to payment when signed in', async () => {
    storeHomeQuote();
    renderConsent();
    await userEvent.click(offers());
    await userEvent.click(channel('Email'));
    await userEvent.click(next());
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/makePayment/home' }),
    ).toBeInTheDocument();
    expect(readMarketingConsent('HOME')).toEqual({
      ...MARKETING_CONSENT_DEFAULTS,
      consent: true,
      email: true,
    });
  });

  it('Next sends a visitor to force login, remembering payment', async () => {
    storeHomeQuote();
    renderConsent({ status: 'signed-out' });
    await userEvent.click(next());
    expect(
      await screen.findByRole('heading', { name: 'Now at /customer-login/' }),
    ).toBeInTheDocument();
    expect(readForcedLogin()).toEqual({ targetUrl: '/wallet/makePayment/home', product: 'home' });
    expect(readMarketingConsent('HOME')).toEqual(MARKETING_CONSENT_DEFAULTS);
  });
});
