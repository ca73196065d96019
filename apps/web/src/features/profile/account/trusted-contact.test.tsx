import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRUSTED_CONTACT_MESSAGES, type TrustedContactAnswer } from '@wallet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerAlso } from '../../../test/answer-also';
import { axeViolations } from '../../../test/axe';
import { renderApp } from '../../../test/render-app';
import { CUSTOMER } from '../../../test/test-api';
import { ACCOUNT_TEXTS } from './account-texts';

const TEXT = ACCOUNT_TEXTS.trustedContact;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('your trusted contact', () => {
  it('is named with its confirmation, shown on Your account, and removed', async () => {
    const user = userEvent.setup();
    let held: TrustedContactAnswer = { contact: null };
    const sent: unknown[] = [];
    renderApp('/account/trusted-contact', { signedInAs: CUSTOMER });
    answerAlso({
      'GET /api/account/trusted-contact': () => json(held),
      'PUT /api/account/trusted-contact': (_url, body) => {
        sent.push(body);
        held = {
          contact: {
            name: 'Siobhán Murphy',
            relationship: 'son_or_daughter',
            mobile: '+353877654321',
            email: null,
            consented_at: '2026-12-01T11:00:00.000Z',
          },
        };
        return json(held);
      },
      'DELETE /api/account/trusted-contact': () => {
        held = { contact: null };
        return json(held);
      },
      'GET /api/account/marketing': () => json({ products: [], changes: [] }),
      'GET /api/account/data-exports': () => json({ exports: [] }),
    });

    await user.type(await screen.findByLabelText(TEXT.fields.name), 'Siobhán Murphy');
    await user.selectOptions(
      screen.getByLabelText(TEXT.fields.relationshipQuestion),
      'Son or daughter',
    );
    await user.type(screen.getByLabelText(TEXT.fields.mobile), '087 765 4321');
    await user.click(screen.getByRole('button', { name: TEXT.save }));
    expect(
      await screen.findAllByText(TRUSTED_CONTACT_MESSAGES.consentRequired, { exact: false }),
    ).not.toHaveLength(0);
    expect(sent).toEqual([]);
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByLabelText(TEXT.consent));
    await user.click(screen.getByRole('button', { name: TEXT.save }));
    expect(await screen.findByText(TRUSTED_CONTACT_MESSAGES.saved)).toBeVisible();
    expect(sent).toEqual([
      {
        name: 'Siobhán Murphy',
        relationship: 'son_or_daughter',
        mobile: '+353877654321',
        email: '',
        consent: true,
      },
    ]);
    const card = await screen.findByRole('region', { name: TEXT.heading });
    expect(await within(card).findByText('Siobhán Murphy')).toBeVisible();
    expect(within(card).getByText('0877654321')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: TEXT.remove }));
    expect(await within(card).findByText(TRUSTED_CONTACT_MESSAGES.removed)).toBeVisible();
    expect(within(card).getByRole('link', { name: TEXT.name })).toBeVisible();
  });
});
