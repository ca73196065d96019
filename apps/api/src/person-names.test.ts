/**
 * Every name the API takes is held to the one name rule (packages/domain person-name.ts,
 * docs/decisions/0009-irish-names.md): an Irish name with a síneadh fada, a space, a hyphen and
 * either apostrophe is accepted and kept as typed; anything else is refused with the spec's
 * message of the form the name comes from, and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ABOUT_YOU_MESSAGES,
  ACCOUNT_VALIDATION_MESSAGES,
  CARD_ACCOUNT_IDS,
  CARD_GATEWAY_PATH,
  CARD_GATEWAY_ROUTES,
  PAYMENT_MESSAGES,
  type HomeQuoteRequest,
} from '@wallet/domain';
import { TEST_CARDS } from './adapters/card-payments/test-cards.js';
import { cardGatewayPayments, payments, profiles, quotes } from './db/schema.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/demo-accounts.js';
import { hashPassword } from './lib/passwords.js';
import { frameHeadersOf } from './test/card-gateway-frame.js';
import { authoriseCard, cardBind, priceHomeQuote } from './test/checkout-fixtures.js';
import { homeQuoteRequest } from './test/home-quote-fixtures.js';
import { createTestApp, signIn, type TestApp } from './test/test-app.js';

const IRISH_NAME = "Seán Ó Súilleabháin-O'Brien";
const CURLY_NAME = 'Máire O’Sullivan';
const WITH_DIGIT = 'Se4n';
const WITH_SYMBOL = 'Seán!';

let t: TestApp;
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('sign-up: first name and surname', () => {
  const body = (email: string, names: { firstName?: string; lastName?: string } = {}) => ({
    firstName: 'Aoife',
    lastName: 'Byrne',
    email,
    phoneNo: '+353851234567',
    password: 'Kilkenny-Cats-1998!',
    ...names,
  });

  it.each([
    ['firstName', IRISH_NAME],
    ['lastName', IRISH_NAME],
    ['lastName', CURLY_NAME],
  ])('takes %s %j and keeps it as typed', async (field, name) => {
    const email = `${field}-${name.length}-${name.charCodeAt(5)}@example.ie`;
    const response = await post('/api/auth/sign-up', body(email, { [field]: ` ${name} ` }));
    expect(response.statusCode, response.body).toBe(200);
    const user = await t.repositories.users.findByEmail(email);
    expect(field === 'firstName' ? user?.givenName : user?.familyName).toBe(name);
  });

  it.each([
    ['firstName', WITH_DIGIT],
    ['firstName', WITH_SYMBOL],
    ['lastName', WITH_DIGIT],
    ['lastName', 'O_Brien'],
  ])('refuses %s %j with the sign-up message, creating no account', async (field, name) => {
    const email = `refused-${field}-${name.length}@example.ie`;
    const response = await post('/api/auth/sign-up', body(email, { [field]: name }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toEqual([
      ACCOUNT_VALIDATION_MESSAGES.nameCharacters,
    ]);
    expect(await t.repositories.users.findByEmail(email)).toBeUndefined();
  });
});

describe('profile after sign-up: first_name and last_name', () => {
  const email = 'profile-names@example.ie';
  let headers: Record<string, string>;
  const body = (names: { first_name?: string; last_name?: string }) => ({
    title: null,
    first_name: 'Aoife',
    last_name: 'Byrne',
    email,
    quote_reference: null,
    ...names,
  });

  beforeAll(async () => {
    await t.repositories.users.create({
      email,
      givenName: 'Aoife',
      familyName: 'Byrne',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      emailVerified: true,
      phoneNumber: '+353871230000',
    });
    headers = (await signIn(t.app, email)).headers;
  });

  it.each(['first_name', 'last_name'])(
    'refuses %s with a digit, writing nothing',
    async (field) => {
      const before = await db().$count(profiles);
      const response = await post('/api/profile/profile/', body({ [field]: WITH_DIGIT }), headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors[field]).toEqual([
        ACCOUNT_VALIDATION_MESSAGES.nameCharacters,
      ]);
      expect(await db().$count(profiles)).toBe(before);
    },
  );

  it.each(['first_name', 'last_name'])('keeps an Irish %s as typed', async (field) => {
    const response = await post(
      '/api/profile/profile/create/user',
      body({ [field]: IRISH_NAME }),
      headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    const profile = (
      await t.app.inject({ method: 'GET', url: '/api/profile/profile', headers })
    ).json();
    expect(profile[field]).toBe(IRISH_NAME);
  });
});

describe('home quote: the policyholder and a joint owner', () => {
  const HOLDER = 'home_quote.policy_holder_details';
  const JOINT = 'home_quote.cover_details.risk_address.additional_policy_holders_details.0';

  const withNames = (
    holder: { first_name?: string; last_name?: string },
    joint?: { first_name?: string; surname?: string },
  ): HomeQuoteRequest =>
    homeQuoteRequest((request) => {
      Object.assign(request.home_quote.policy_holder_details, holder);
      if (joint) {
        request.home_quote.cover_details.risk_address.additional_policy_holders_details = [
          {
            title: 'MR',
            first_name: 'Cian',
            surname: 'Kelly',
            date_of_birth: '1984-02-29',
            ...joint,
          },
        ];
      }
    });

  it('prices a quote for Irish names in every name field, keeping them as typed', async () => {
    const response = await post(
      '/api/home/applied_home_quotes',
      withNames(
        { first_name: IRISH_NAME, last_name: CURLY_NAME },
        { first_name: CURLY_NAME, surname: IRISH_NAME },
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    const [stored] = await db()
      .select()
      .from(quotes)
      .where(eq(quotes.quoteReference, response.json().quote_reference));
    const request = stored!.request as HomeQuoteRequest;
    expect(request.home_quote.policy_holder_details).toMatchObject({
      first_name: IRISH_NAME,
      last_name: CURLY_NAME,
    });
    expect(request.home_quote.cover_details.risk_address.additional_policy_holders_details).toEqual(
      [expect.objectContaining({ first_name: CURLY_NAME, surname: IRISH_NAME })],
    );
  });

  it.each([
    [`${HOLDER}.first_name`, withNames({ first_name: WITH_DIGIT }), ABOUT_YOU_MESSAGES.nameNumbers],
    [
      `${HOLDER}.last_name`,
      withNames({ last_name: WITH_SYMBOL }),
      ABOUT_YOU_MESSAGES.nameSpecialCharacters,
    ],
    [`${JOINT}.first_name`, withNames({}, { first_name: '42' }), ABOUT_YOU_MESSAGES.nameNumbers],
    [
      `${JOINT}.surname`,
      withNames({}, { surname: 'Kelly_3' }),
      ABOUT_YOU_MESSAGES.nameSpecialCharacters,
    ],
  ])('refuses %s with the home message, storing nothing', async (path, request, message) => {
    const before = await db().$count(quotes);
    const response = await post('/api/home/applied_home_quotes', request);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[path]).toEqual([message]);
    expect(await db().$count(quotes)).toBe(before);
  });
});

describe('card payment: the name on the card', () => {
  const tokenise = async (cardHolderName: string) =>
    post(
      `${CARD_GATEWAY_PATH}${CARD_GATEWAY_ROUTES.tokenise}`,
      {
        cardNumber: TEST_CARDS.visaSuccess.number,
        expiry: '12/39',
        cvv: '123',
        cardHolderName,
        amountCents: 30_000,
        currency: 'EUR',
        accountId: CARD_ACCOUNT_IDS.HOME,
      },
      await frameHeadersOf(t.app),
    );

  it('the gateway authorises a card in an Irish name, and refuses a name with a digit', async () => {
    const accepted = await tokenise(IRISH_NAME);
    expect(accepted.json(), accepted.body).toMatchObject({ status: 'authorised' });
    const [held] = await db()
      .select()
      .from(cardGatewayPayments)
      .where(eq(cardGatewayPayments.token, accepted.json().token));
    expect(held?.cardHolderName).toBe(IRISH_NAME);

    const before = await db().$count(cardGatewayPayments);
    const refused = await tokenise(WITH_DIGIT);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.cardHolderName).toEqual([PAYMENT_MESSAGES.nameOnCardLetters]);
    expect(await db().$count(cardGatewayPayments)).toBe(before);
  });

  it('the bind takes the Irish purchaser of a card payment, and refuses one with a symbol', async () => {
    const buyer = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
    const bought = await priceHomeQuote(t.app, buyer.headers);
    const card = await authoriseCard(t.app, bought.priceCents);
    const request = cardBind(bought, card.token, card.brand);

    const refused = await post(
      '/api/home/applied_home_quotes/bind',
      { ...request, payment_details: { ...request.payment_details, purchaser: WITH_SYMBOL } },
      buyer.headers,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors['payment_details.purchaser']).toEqual([
      PAYMENT_MESSAGES.nameOnCardLetters,
    ]);
    // Nothing was paid for this quote (the demo customer's seeded purchases are other quotes').
    const [quote] = await db()
      .select({ id: quotes.id })
      .from(quotes)
      .where(eq(quotes.quoteReference, bought.quoteReference));
    expect(await db().$count(payments, eq(payments.quoteId, quote!.id))).toBe(0);

    const accepted = await post(
      '/api/home/applied_home_quotes/bind',
      { ...request, payment_details: { ...request.payment_details, purchaser: IRISH_NAME } },
      buyer.headers,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});
