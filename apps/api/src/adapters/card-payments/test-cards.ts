/**
 * The sandbox's documented test cards (docs/card-sandbox.md). Any other valid card is authorised
 * without a challenge, as real sandboxes do.
 */
export const CARD_SCENARIOS = [
  'success',
  'decline',
  'insufficient-funds',
  'challenge',
  'challenge-fail',
] as const;
export type CardScenario = (typeof CARD_SCENARIOS)[number];

export const TEST_CARDS = {
  visaSuccess: { number: '4242424242424242', scenario: 'success' },
  mastercardSuccess: { number: '5555555555554444', scenario: 'success' },
  amexSuccess: { number: '378282246310005', scenario: 'success' },
  declined: { number: '4000000000000002', scenario: 'decline' },
  insufficientFunds: { number: '4000000000009995', scenario: 'insufficient-funds' },
  challenge: { number: '4000000000003220', scenario: 'challenge' },
  challengeFailed: { number: '4000000000003238', scenario: 'challenge-fail' },
} as const satisfies Record<string, { number: string; scenario: CardScenario }>;

const SCENARIO_BY_NUMBER = new Map<string, CardScenario>(
  Object.values(TEST_CARDS).map((card) => [card.number, card.scenario]),
);

/** The behaviour of a card, from its digits. */
export function scenarioOf(digits: string): CardScenario {
  return SCENARIO_BY_NUMBER.get(digits) ?? 'success';
}
