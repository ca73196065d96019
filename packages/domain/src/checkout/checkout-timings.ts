/** home.md 9: checkout's timings in milliseconds, the same for every product. */
export const CHECKOUT_TIMINGS = {
  bindStatusPollEveryMs: 2_000,
} as const;
