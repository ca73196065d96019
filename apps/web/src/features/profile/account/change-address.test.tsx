import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ADDRESS_REQUIRED,
  CORRESPONDENCE_ADDRESS_MESSAGES,
  PERSONAL_MESSAGES,
} from '@wallet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerAlso } from '../../../test/answer-also';
import { axeViolations } from '../../../test/axe';
import { renderApp } from '../../../test/render-app';
import { CUSTOMER } from '../../../test/test-api';
import { ADDRESS_LABELS } from '../../../ui/address-lookup/address-labels';
import { ERROR_SUMMARY_TITLE } from '../../../ui/error-summary';
import { ACCOUNT_TEXTS } from './account-texts';

const TEXT = ACCOUNT_TEXTS.changeAddress;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const SAVED = {
  address_line1: '3 Harbour Row',
  address_line2: '',
  address_line3: '',
  town: 'Cobh',
  county: 'Cork',
  eircode: '',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Change your address', () => {
  it('asks for an address, sends the lines typed, and says it is saved on Your account', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderApp('/account/address', { signedInAs: CUSTOMER });
    answerAlso({
      'PUT /api/account/address': (_url, body) => {
        sent.push(body);
        return json({ address: SAVED });
      },
      'GET /api/account/marketing': () => json({ products: [], changes: [] }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: TEXT.title })).toBeVisible();
    expect(screen.getByText(TEXT.policiesNote, { exact: false })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: TEXT.save }));
    const title = await screen.findByRole('heading', { name: ERROR_SUMMARY_TITLE });
    expect(within(title.closest('.error-summary')!).getByText(ADDRESS_REQUIRED)).toBeVisible();
    expect(sent).toEqual([]);
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: ADDRESS_LABELS.enterManually }));
    await user.type(screen.getByLabelText(ADDRESS_LABELS.addressLine1), '3 Harbour Row');
    await user.type(screen.getByLabelText(ADDRESS_LABELS.town), 'Cobh');
    await user.type(screen.getByLabelText(ADDRESS_LABELS.county), 'Cork');
    await user.click(screen.getByRole('button', { name: TEXT.save }));
    expect(await screen.findByText(CORRESPONDENCE_ADDRESS_MESSAGES.saved)).toBeVisible();
    expect(sent).toEqual([
      {
        address: expect.objectContaining({
          addressLine1: '3 Harbour Row',
          town: 'Cobh',
          county: 'Cork',
          eircode: '',
        }),
      },
    ]);
  });

  it("shows the API's refusal on the field it names", async () => {
    const user = userEvent.setup();
    renderApp('/account/address', { signedInAs: CUSTOMER });
    answerAlso({
      'PUT /api/account/address': () =>
        json(
          {
            message: 'Invalid request',
            fieldErrors: { 'address.county': [PERSONAL_MESSAGES.countyRequired] },
          },
          400,
        ),
    });
    await user.click(await screen.findByRole('button', { name: ADDRESS_LABELS.enterManually }));
    await user.type(screen.getByLabelText(ADDRESS_LABELS.addressLine1), '3 Harbour Row');
    await user.type(screen.getByLabelText(ADDRESS_LABELS.county), 'Cork');
    await user.click(screen.getByRole('button', { name: TEXT.save }));
    expect(await screen.findAllByText(PERSONAL_MESSAGES.countyRequired)).not.toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: TEXT.title })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });
});
