/**
 * Price walking (Central Bank (Supervision and Enforcement) Act 2013 (Section 48(1)) (Insurance
 * Requirements) Regulations 2022, reg. 4): at a second or later renewal, the premium offered may
 * not exceed the premium an equivalent customer renewing for the first time would be offered.
 * A first renewal is the benchmark itself, so the check does not apply to it.
 */
export interface PriceWalkingInput {
  /** 1 for the first renewal of a policy, 2 for the second, and so on. */
  renewalNumber: number;
  /** What the insurer's engine priced for this customer, in cents. */
  renewalCents: number;
  /** What it prices for an equivalent customer on a first renewal, in cents. */
  firstRenewalEquivalentCents: number;
}

export interface PriceWalkingCheck {
  /** Whether the rule applies: a second or later renewal. */
  applies: boolean;
  /** Whether the engine's price was above the benchmark and was brought down to it. */
  capped: boolean;
  /** The premium that may be offered, in cents. */
  premiumCents: number;
}

export function priceWalkingCheck(input: PriceWalkingInput): PriceWalkingCheck {
  const { renewalNumber, renewalCents, firstRenewalEquivalentCents } = input;
  if (!Number.isInteger(renewalNumber) || renewalNumber < 1) {
    throw new RangeError(`A renewal is numbered from 1, not ${renewalNumber}`);
  }
  const applies = renewalNumber >= 2;
  const capped = applies && renewalCents > firstRenewalEquivalentCents;
  return { applies, capped, premiumCents: capped ? firstRenewalEquivalentCents : renewalCents };
}
