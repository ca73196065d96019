/** platform.md 7: the temporary quote of travel, where the form is saved at sign-out. */
export const TRAVEL_TEMP_QUOTE_PATH = '/profile/profile/tempQuote/TRAVEL';
