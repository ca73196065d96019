/** home.md 9: excess value codes. */
export const EXCESS_CODES = ['4', '3', '2', '1'] as const;
export type ExcessCode = (typeof EXCESS_CODES)[number];

export interface ExcessOption {
  code: ExcessCode;
  policyExcessEur: number;
  waterDamageExcessEur: number;
  subsidenceExcessEur: number;
}

/** home.md 9: the excess table, lowest policy excess first. */
export const EXCESS_OPTIONS: readonly ExcessOption[] = [
  { code: '4', policyExcessEur: 250, waterDamageExcessEur: 600, subsidenceExcessEur: 1_000 },
  { code: '3', policyExcessEur: 500, waterDamageExcessEur: 850, subsidenceExcessEur: 1_000 },
  { code: '2', policyExcessEur: 750, waterDamageExcessEur: 1_100, subsidenceExcessEur: 1_000 },
  { code: '1', policyExcessEur: 1_000, waterDamageExcessEur: 1_350, subsidenceExcessEur: 1_000 },
];

/** home.md 3 and 9: the view-quote excess starts on code '3', the standard excess. */
export const DEFAULT_EXCESS_CODE: ExcessCode = '3';

/** home.md 9: the standard excess and the range of policy excess, in euro. */
export const STANDARD_EXCESS_EUR = { policy: 500, waterDamage: 850, subsidence: 1_000 } as const;
export const EXCESS_RANGE_EUR = { min: 250, max: 1_000 } as const;

export function isExcessCode(value: unknown): value is ExcessCode {
  return (EXCESS_CODES as readonly unknown[]).includes(value);
}

export function excessOptionOf(code: ExcessCode): ExcessOption {
  return EXCESS_OPTIONS.find((option) => option.code === code)!;
}

/** home.md 9 (excess value map): the policy excess in euro for a code. */
export function excessAmountOf(code: ExcessCode): number {
  return excessOptionOf(code).policyExcessEur;
}

/** The code of a policy excess amount, for reading back a quote's excess_amount. */
export function excessCodeOf(policyExcessEur: number): ExcessCode | undefined {
  return EXCESS_OPTIONS.find((option) => option.policyExcessEur === policyExcessEur)?.code;
}
