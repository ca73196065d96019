import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, setViewportWidth } from '../test/render-app';
import { ALL_POLICIES, CUSTOMER } from '../test/test-api';

/** axe on the whole document; colour contrast needs a real layout engine and is checked in e2e. */
async function violations() {
  const results = await axe.run(document.body, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  );
}

afterEach(() => setViewportWidth(1024));

describe('accessibility (axe)', () => {
  const pages: Array<[string, string, Parameters<typeof renderApp>[1]]> = [
    ['/wallet', 'Welcome!', {}],
    ['/wallet/product/home', 'Home Insurance', { signedInAs: CUSTOMER, policies: ALL_POLICIES }],
    ['/wallet/submitClaim/travel', 'Submit a Claim', { signedInAs: CUSTOMER }],
    ['/wallet/motorHoldingPage/', 'Car insurance', {}],
    ['/wallet/comingsoon', 'Content Coming Soon', {}],
    ['/documents/unavailable', 'This document link has expired', {}],
    ['/login', 'Log In to your Insurance Wallet', {}],
    ['/signup/', 'Create your account', {}],
    ['/verifyEmail/', 'Create your account', {}],
    ['/resetpassword', 'Reset your password', {}],
    ['/resetpassword?resetCodeSent=true', 'Reset your password', {}],
    ['/customer-login/', 'Log In to continue', {}],
    ['/dev/messages?recipient=demo%40wallet.test', 'Messages sent', {}],
  ];

  for (const [path, heading, api] of pages) {
    it(`${path} has no violations`, async () => {
      setViewportWidth(1280);
      renderApp(path, api);
      await screen.findByRole('heading', { level: 1, name: heading });
      expect(await violations()).toEqual([]);
    });
  }

  it('the login form with errors has no violations', async () => {
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Log In' }));
    await screen.findByRole('heading', { name: 'There is a problem' });
    expect(await violations()).toEqual([]);
  });

  it('the sign-up form with errors has no violations', async () => {
    renderApp('/signup/');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));
    await screen.findByRole('heading', { name: 'There is a problem' });
    expect(await violations()).toEqual([]);
  });

  it('the open burger menu and an open header menu have no violations', async () => {
    setViewportWidth(375);
    renderApp('/wallet', { signedInAs: CUSTOMER, policies: ALL_POLICIES });
    await screen.findByRole('heading', { level: 1, name: 'Welcome Aoife!' });
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await violations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'New Quote' }));
    expect(await violations()).toEqual([]);
  });
});
