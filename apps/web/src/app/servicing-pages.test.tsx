import { PHONE } from '@wallet/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { CUSTOMER } from '../test/test-api';

const tel = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;

const pages = [
  { path: '/wallet/amendPolicy/travel', title: 'Amend Policy', phone: PHONE.travelAmend },
  { path: '/wallet/amendPolicy/car', title: 'Amend Policy', phone: PHONE.carAmend },
  {
    path: '/wallet/amendPolicy/renewal',
    title: 'Amend Auto Renewal Policy',
    phone: PHONE.servicesTeam,
  },
  { path: '/wallet/amendPolicy/other', title: 'Amend Policy', phone: PHONE.servicesTeam },
  {
    path: '/wallet/breakdownAssistance/car',
    title: 'Breakdown Assistance',
    phone: PHONE.breakdownFreephone,
  },
  {
    path: '/wallet/breakdownAssistance/',
    title: 'Breakdown Assistance',
    phone: PHONE.breakdownFreephone,
  },
  {
    path: '/wallet/medicalAssistance/travel',
    title: 'Medical Assistance',
    phone: PHONE.medicalAssistance,
  },
  { path: '/wallet/renewPolicy/', title: 'Renew Your Policy', phone: PHONE.servicesTeam },
  { path: '/wallet/submitClaim/home', title: 'Submit a Claim', phone: PHONE.homeClaims },
  { path: '/wallet/submitClaim/car', title: 'Submit a Claim', phone: PHONE.carClaims },
  { path: '/wallet/submitClaim/travel', title: 'Submit a Claim', phone: PHONE.travelClaims },
];

describe('servicing pages', () => {
  for (const { path, title, phone } of pages) {
    it(`${path} shows ${phone} and a Back to home button`, async () => {
      renderApp(path, { signedInAs: CUSTOMER });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      const main = within(screen.getByRole('main'));
      expect(
        main.getByRole('link', { name: new RegExp(phone.replace('+', '\\+')) }),
      ).toHaveAttribute('href', tel(phone));
      expect(main.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/wallet');
    });
  }

  it('claim pages give the opening hours, and travel the thirty-day limit', async () => {
    renderApp('/wallet/submitClaim/travel', { signedInAs: CUSTOMER });
    await screen.findByRole('heading', { level: 1, name: 'Submit a Claim' });
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Our lines are open Monday to Friday 9am-5pm.')).toBeInTheDocument();
    expect(main.getByText('Travel claims must be made within thirty days.')).toBeInTheDocument();
  });

  it('is private: a visitor gets the login form', async () => {
    renderApp('/wallet/medicalAssistance/travel');
    expect(await screen.findByLabelText('Email address')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Medical Assistance' })).not.toBeInTheDocument();
  });
});
