import {
  CAR_QUOTE_FORM_DEFAULTS,
  LOGOUT_MESSAGES,
  PUBLIC_SITE_URL,
  savedTravelFormsSchema,
} from '@wallet/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { configureApiNavigation } from '../lib/api-client';
import { getSession } from '../lib/session';
import { CAR_JOURNEY_KEY } from '../features/car/journey/car-journey';
import { HOME_JOURNEY_KEY } from '../features/home/journey/home-journey';
import { TRAVEL_JOURNEY_KEY } from '../features/travel/journey/travel-journey';
import { familySkiTrip } from '../features/travel/test/travel-fixtures';
import { renderApp } from '../test/render-app';
import { registerSignOutTasks } from './sign-out-tasks';
import { CUSTOMER } from '../test/test-api';

describe('logout', () => {
  it('clears the session and session storage; Enter goes to the public site, the button to the wallet', async () => {
    sessionStorage.setItem('forcedLogin', JSON.stringify({ targetUrl: '/manage' }));
    renderApp('/logout', { signedInAs: CUSTOMER });
    const leaveApp = vi.fn();
    configureApiNavigation({ leaveApp });
    expect(
      await screen.findByRole('heading', { level: 1, name: LOGOUT_MESSAGES.success }),
    ).toBeInTheDocument();
    expect(getSession().status).toBe('signed-out');
    expect(sessionStorage.length).toBe(0);

    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    expect(leaveApp).toHaveBeenCalledWith(PUBLIC_SITE_URL);

    leaveApp.mockClear();
    const back = screen.getByRole('link', { name: 'Back to wallet' });
    back.focus();
    await user.keyboard('{Enter}');
    expect(leaveApp).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome!' })).toBeInTheDocument();
  });

  it('saves the home quote in progress to the server before signing out (home.md 4)', async () => {
    sessionStorage.setItem(
      HOME_JOURNEY_KEY,
      JSON.stringify({ aboutYou: { firstName: 'Aoife' }, cardsOpened: { aboutYou: true } }),
    );
    const unregister = registerSignOutTasks();
    try {
      const { api } = renderApp('/logout', { signedInAs: CUSTOMER });
      expect(
        await screen.findByRole('heading', { level: 1, name: LOGOUT_MESSAGES.success }),
      ).toBeInTheDocument();
      const calls = api.requests.map((request) => `${request.method} ${request.path}`);
      expect(calls.indexOf('POST /api/profile/profile/tempQuote/HOME')).toBeGreaterThan(-1);
      expect(calls.indexOf('POST /api/profile/profile/tempQuote/HOME')).toBeLessThan(
        calls.indexOf('POST /api/auth/sign-out'),
      );
      expect(api.savedTempQuotes.get(CUSTOMER.user_id)).toMatchObject({
        aboutYou: { firstName: 'Aoife' },
      });
    } finally {
      unregister();
    }
  });

  it('saves the travel form in progress before signing out (car-travel-payment.md 4)', async () => {
    const forms = familySkiTrip();
    sessionStorage.setItem(
      TRAVEL_JOURNEY_KEY,
      JSON.stringify({ forms, cardsOpened: { aboutYou: true } }),
    );
    const unregister = registerSignOutTasks();
    try {
      const { api } = renderApp('/logout', { signedInAs: CUSTOMER });
      expect(
        await screen.findByRole('heading', { level: 1, name: LOGOUT_MESSAGES.success }),
      ).toBeInTheDocument();
      const calls = api.requests.map((request) => `${request.method} ${request.path}`);
      expect(calls.indexOf('POST /api/profile/profile/tempQuote/TRAVEL')).toBeGreaterThan(-1);
      expect(calls.indexOf('POST /api/profile/profile/tempQuote/TRAVEL')).toBeLessThan(
        calls.indexOf('POST /api/auth/sign-out'),
      );
      // The travel saved form keeps the three cards as typed (savedTravelFormsSchema).
      expect(api.savedTravelAnswers.get(CUSTOMER.user_id)).toEqual(forms);
      expect(savedTravelFormsSchema.safeParse(forms).success).toBe(true);
      // Nothing home was in progress, so nothing home was saved.
      expect(calls).not.toContain('POST /api/profile/profile/tempQuote/HOME');
    } finally {
      unregister();
    }
  });

  it('saves the car form in progress before signing out (car-travel-payment.md 4)', async () => {
    const forms = structuredClone(CAR_QUOTE_FORM_DEFAULTS);
    forms.yourCar.carReg = '191-D-12345';
    sessionStorage.setItem(CAR_JOURNEY_KEY, JSON.stringify({ forms, cardsOpened: {} }));
    const unregister = registerSignOutTasks();
    try {
      const { api } = renderApp('/logout', { signedInAs: CUSTOMER });
      expect(
        await screen.findByRole('heading', { level: 1, name: LOGOUT_MESSAGES.success }),
      ).toBeInTheDocument();
      const calls = api.requests.map((request) => `${request.method} ${request.path}`);
      expect(calls.indexOf('PUT /api/profile/profile/tempQuote/MOTOR')).toBeGreaterThan(-1);
      expect(calls.indexOf('PUT /api/profile/profile/tempQuote/MOTOR')).toBeLessThan(
        calls.indexOf('POST /api/auth/sign-out'),
      );
      expect(api.savedCarAnswers.get(CUSTOMER.user_id)).toEqual(forms);
    } finally {
      unregister();
    }
  });

  it('says when signing out failed', async () => {
    renderApp('/logout', { signedInAs: CUSTOMER, signOutFails: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: LOGOUT_MESSAGES.failure }),
    ).toBeInTheDocument();
    expect(getSession().status).toBe('signed-out');
  });
});
