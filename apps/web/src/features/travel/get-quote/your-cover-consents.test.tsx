import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { answerTravelCalls } from '../test/travel-fixtures';
import { TRAVEL_TEXTS } from '../travel-texts';

const TEXT = TRAVEL_TEXTS.yourCover;

async function openYourCover() {
  renderApp('/wallet/getgenericquote/travel');
  answerTravelCalls();
  const heading = await screen.findByRole(
    'heading',
    { level: 2, name: /^Your cover/ },
    { timeout: 15_000 },
  );
  const card = heading.closest('section')!;
  await userEvent.click(within(card).getByRole('button', { name: /^Your cover/ }));
  return within(card).getByRole('group', { name: TEXT.consentsLegend });
}

// Whole-app renders with the lazily loaded route are slow when the machine is busy.
describe('travel Your cover consents', { timeout: 30_000 }, () => {
  it('ticks each consent from the words of its label', async () => {
    const consents = await openYourCover();
    for (const label of [TEXT.dataProtection, TEXT.chubb]) {
      const box = within(consents).getByRole('checkbox', { name: label });
      expect(box).not.toBeChecked();
      await userEvent.click(within(consents).getByText(label));
      expect(box).toBeChecked();
    }
  });

  it('links the documents the consents name beside them, each opening in a new tab and saying so', async () => {
    const consents = await openYourCover();
    for (const label of consents.querySelectorAll('label')) {
      expect(within(label).queryByRole('link')).toBeNull();
    }
    const links = within(consents).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [
        'Terms and Conditions (PDF, opens in a new tab)',
        '/api/travel/consent_documents/terms_and_conditions',
      ],
      [
        'Data Protection Notice (PDF, opens in a new tab)',
        '/api/travel/consent_documents/data_protection_notice',
      ],
      [
        'Chubb Terms of Business (PDF, opens in a new tab)',
        '/api/travel/consent_documents/terms_of_business',
      ],
      [
        'Chubb Privacy Policy (PDF, opens in a new tab)',
        '/api/travel/consent_documents/privacy_policy',
      ],
    ]);
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
  });
});
