/** platform.md 3.5: titles are sent as codes. */
export const TITLE_CODES = ['MR', 'MRS', 'MS', 'MISS', 'OTHER'] as const;
export type TitleCode = (typeof TITLE_CODES)[number];

/**
 * home.md 2 and 3: the title labels every form and document shows; the codes (platform.md 3.5)
 * are those of the profile.
 */
export const TITLE_LABELS: Record<TitleCode, string> = {
  MR: 'Mr.',
  MRS: 'Mrs.',
  MS: 'Ms.',
  MISS: 'Miss.',
  OTHER: 'Other',
};
/** home.md 3: this title reveals a free-text other title. */
export const OTHER_TITLE_CODE: TitleCode = 'OTHER';
