import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ABOUT_YOU_MESSAGES, PROMO_MESSAGES } from '@wallet/domain';
import { renderApp } from '../../../test/render-app';
import { answerAlso } from '../../../test/answer-also';
import { readHomeJourney, updateHomeJourney } from '../journey/home-journey';
import { submittedJourney } from '../test/journey-fixtures';

/*
 * home_premium_discounts_enabled on About you, and the staff directory's answer: the form can
 * check a staff number's shape only, so the server's refusal is brought back to the field.
 */

const UNKNOWN = 'A1234567';

/** A complete journey whose About you claims the staff discount with `staffNumber`. */
function staffJourney(staffNumber: string) {
  const journey = submittedJourney();
  updateHomeJourney({
    ...journey,
    aboutYou: {
      ...journey.aboutYou!,
      promoCode: 'staff',
      promoCodeValidChk: true,
      promoCodeRequestSent: true,
      staffNumber,
    },
  });
}

describe('About you and the promotional discounts', { timeout: 30_000 }, () => {
  it('with discounts off says so where the promo code is, and asks for no code', async () => {
    renderApp('/wallet/getquote/aboutYou', { flags: { home_premium_discounts_enabled: false } });
    expect(
      await screen.findByText(PROMO_MESSAGES.discountsUnavailable, {}, { timeout: 15_000 }),
    ).toBeVisible();
    expect(PROMO_MESSAGES.discountsUnavailable).toBe(
      'Promotional discounts are not available at the moment.',
    );
    expect(screen.queryByRole('textbox', { name: 'Promo code (optional)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Copy and apply promo code/ })).toBeNull();
  });

  it('with discounts off drops a code the journey held, so none is sent', async () => {
    staffJourney('A2345678');
    renderApp('/wallet/getquote/aboutYou', { flags: { home_premium_discounts_enabled: false } });
    expect(await screen.findByText(PROMO_MESSAGES.discountsUnavailable)).toBeVisible();
    await waitFor(() => expect(readHomeJourney().aboutYou?.promoCode).toBe(''));
    expect(readHomeJourney().aboutYou).toMatchObject({
      staffNumber: '',
      promoCodeValidChk: null,
      promoCodeRequestSent: false,
    });
  });

  it('with discounts on asks for the promo code and offers Online10', async () => {
    renderApp('/wallet/getquote/aboutYou', { flags: { home_premium_discounts_enabled: true } });
    expect(await screen.findByRole('textbox', { name: 'Promo code (optional)' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Copy and apply promo code Online10' }),
    ).toBeVisible();
    expect(screen.queryByText(PROMO_MESSAGES.discountsUnavailable)).toBeNull();
  });
});

describe('a staff number the staff directory does not know', { timeout: 30_000 }, () => {
  it("shows the server's message on the staff number, and keeps refusing that number", async () => {
    const user = userEvent.setup();
    staffJourney(UNKNOWN);
    // The page's code loads before it asks: the answer is in place by then.
    const { router } = renderApp('/wallet/getquotethankyou/home');
    const seen = answerAlso({
      'POST /api/home/applied_home_quotes': () =>
        Response.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Request is invalid',
            fieldErrors: { 'home_quote.staff_number': [ABOUT_YOU_MESSAGES.staffNumberInvalid] },
          },
          { status: 400 },
        ),
    });

    const staffNumber = await screen.findByRole(
      'textbox',
      { name: 'Staff number' },
      { timeout: 15_000 },
    );
    expect(router.state.location.pathname).toBe('/wallet/getquote/aboutYou');
    expect(seen).toEqual(['POST /api/home/applied_home_quotes']);
    await waitFor(() =>
      expect(staffNumber).toHaveAccessibleDescription(
        expect.stringContaining(`Error: ${ABOUT_YOU_MESSAGES.staffNumberInvalid}`),
      ),
    );
    expect(readHomeJourney().unknownStaffNumbers).toEqual([UNKNOWN]);

    // Next with the same number (in another case) is refused on the spot.
    await user.clear(staffNumber);
    await user.type(staffNumber, UNKNOWN.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('link', { name: ABOUT_YOU_MESSAGES.staffNumberInvalid }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/wallet/getquote/aboutYou');

    // Another number goes on.
    await user.clear(staffNumber);
    await user.type(staffNumber, 'A2345678');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet/getquote/yourHome'));
  });
});
