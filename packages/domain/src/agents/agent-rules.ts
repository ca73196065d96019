/**
 * The agent tools' field rules (platform.md 5) and display rules (platform.md 3.3), without the
 * schema library, so a screen and the API check a value the same way. Each rule answers the first
 * problem of a value in the spec's words, or nothing when the value passes.
 */
import { irishDayAndTimeInWords } from '../dates/irish-clock.js';
import { hasNameCharacters } from '../person/person-name.js';
import { formatEuro, euroToCents } from '../platform/money.js';
import {
  INTERNATIONAL_IRISH_MOBILE_PATTERN,
  IRISH_MOBILE_PATTERN,
  withoutSpaces,
} from '../person/phone-rules.js';
import {
  AGENT_MOBILE_MESSAGES,
  AGENT_SEARCH_MESSAGES,
  PORTFOLIO_CODE_MESSAGES,
} from './agent-messages.js';

type Problem = string | undefined;

/** platform.md 5: a portfolio code on Create Customer Account, 4 upper-case letters then 2 digits. */
export const CREATE_ACCOUNT_PORTFOLIO_CODE_PATTERN = /^[A-Z]{4}\d{2}$/;

/**
 * platform.md 5: a portfolio code of the matching service, XXXXXXXX-XXXX-XXXX-XXXXXXXXXXXX. The
 * spec does not say what an X may be: a letter or a digit here, kept upper-case
 * (matchPortfolioCodeOf), so one code is never two.
 */
export const MATCH_PORTFOLIO_CODE_PATTERN =
  /^[A-Za-z0-9]{8}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{12}$/;

export function createAccountPortfolioCodeProblem(value: string | null | undefined): Problem {
  const code = (value ?? '').trim();
  if (!code) return PORTFOLIO_CODE_MESSAGES.required;
  if (!CREATE_ACCOUNT_PORTFOLIO_CODE_PATTERN.test(code)) {
    return PORTFOLIO_CODE_MESSAGES.createAccountFormat;
  }
  return undefined;
}

export function matchPortfolioCodeProblem(value: string | null | undefined): Problem {
  const code = (value ?? '').trim();
  if (!code) return PORTFOLIO_CODE_MESSAGES.required;
  if (!MATCH_PORTFOLIO_CODE_PATTERN.test(code)) return PORTFOLIO_CODE_MESSAGES.matchFormat;
  return undefined;
}

/** A match-service code as it is kept and compared: trimmed and upper-case. */
export function matchPortfolioCodeOf(value: string): string {
  return value.trim().toUpperCase();
}

/** Either kind of portfolio code: a pairing made on Create Customer Account or on the Match modal. */
export function isPortfolioCode(value: string): boolean {
  return (
    CREATE_ACCOUNT_PORTFOLIO_CODE_PATTERN.test(value) || MATCH_PORTFOLIO_CODE_PATTERN.test(value)
  );
}

/**
 * platform.md 5: the agent's mobile update takes 08 followed by 8 digits, or +3538 followed by 8
 * digits (spaces a person types to group digits are not part of the number).
 */
export function agentMobileProblem(value: string | null | undefined): Problem {
  const number = withoutSpaces(value ?? '');
  if (!number) return AGENT_MOBILE_MESSAGES.required;
  if (!IRISH_MOBILE_PATTERN.test(number) && !INTERNATIONAL_IRISH_MOBILE_PATTERN.test(number)) {
    return AGENT_MOBILE_MESSAGES.invalid;
  }
  return undefined;
}

/** platform.md 5: Save is disabled while the number is unchanged or invalid. */
export function canSaveAgentMobile(current: string | null | undefined, typed: string): boolean {
  return (
    agentMobileProblem(typed) === undefined && withoutSpaces(typed) !== withoutSpaces(current ?? '')
  );
}

/** platform.md 7: retrieve user searches one field of the user, chosen by the search option. */
export const RETRIEVE_USER_OPTIONS = ['email', 'first_name', 'last_name'] as const;
export type RetrieveUserOption = (typeof RETRIEVE_USER_OPTIONS)[number];

/** Search All Home Quotes: by the quote's e-mail (platform.md 5), or by the policyholder's names. */
export const QUOTE_SEARCH_OPTIONS = ['email', 'first_name', 'last_name'] as const;
export type QuoteSearchOption = (typeof QUOTE_SEARCH_OPTIONS)[number];

/** platform.md 5: a retrieve-user name search is 2 to 50 characters. */
export const RETRIEVE_USER_INPUT_LENGTH = { min: 2, max: 50 } as const;
/** platform.md 5: a Search All Home Quotes input is 3 to 50 characters. */
export const QUOTE_SEARCH_INPUT_LENGTH = { min: 3, max: 50 } as const;

export type SearchProblems = { option?: string; input?: string };

const isOneOf = <T extends string>(options: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (options as readonly string[]).includes(value);

const requiredMessageOf = (option: RetrieveUserOption | QuoteSearchOption) =>
  option === 'email'
    ? AGENT_SEARCH_MESSAGES.emailRequired
    : option === 'first_name'
      ? AGENT_SEARCH_MESSAGES.firstNameRequired
      : AGENT_SEARCH_MESSAGES.surnameRequired;

/**
 * platform.md 5, retrieve user: the option is required and one of the allowed; an e-mail search
 * needs an input; a name search is 2 to 50 characters of a name ('First name is required' or
 * 'Surname is required' below 2).
 */
export function retrieveUserProblems(
  option: unknown,
  input: string | null | undefined,
): SearchProblems {
  if (!isOneOf(RETRIEVE_USER_OPTIONS, option))
    return { option: AGENT_SEARCH_MESSAGES.optionRequired };
  const text = (input ?? '').trim();
  if (!text) return { input: requiredMessageOf(option) };
  if (option !== 'email') {
    if (!hasNameCharacters(text)) return { input: AGENT_SEARCH_MESSAGES.nameCharacters };
    if (text.length < RETRIEVE_USER_INPUT_LENGTH.min) return { input: requiredMessageOf(option) };
  }
  if (text.length > RETRIEVE_USER_INPUT_LENGTH.max) return { input: AGENT_SEARCH_MESSAGES.tooLong };
  return {};
}

/**
 * platform.md 5, Search All Home Quotes: the option is required; the input is required and 3 to
 * 50 characters (a name search also holds only a name's characters).
 */
export function quoteSearchProblems(
  option: unknown,
  input: string | null | undefined,
): SearchProblems {
  if (!isOneOf(QUOTE_SEARCH_OPTIONS, option))
    return { option: AGENT_SEARCH_MESSAGES.optionRequired };
  const text = (input ?? '').trim();
  if (!text) return { input: requiredMessageOf(option) };
  if (option !== 'email' && !hasNameCharacters(text)) {
    return { input: AGENT_SEARCH_MESSAGES.nameCharacters };
  }
  if (text.length < QUOTE_SEARCH_INPUT_LENGTH.min) return { input: AGENT_SEARCH_MESSAGES.tooShort };
  if (text.length > QUOTE_SEARCH_INPUT_LENGTH.max) return { input: AGENT_SEARCH_MESSAGES.tooLong };
  return {};
}

/** platform.md 3.3: a live quote's contact number with a leading 00 shown as + ('00353...' -> '+353...'). */
export function contactNumberForDisplay(number: string): string {
  const compact = withoutSpaces(number);
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

/** platform.md 3.3: a quote search amount in euro with 2 decimals, or '-' when empty or 0. */
export function formatQuoteAmount(euro: number | null | undefined): string {
  return euro ? formatEuro(euroToCents(euro)) : '-';
}

interface DateTimeParts {
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
}

/** The instant's calendar parts in a time zone (the runtime's own when none is given). */
function partsOf(instant: Date, timeZone?: string): DateTimeParts {
  const parts = new Intl.DateTimeFormat('en-GB', {
    ...(timeZone ? { timeZone } : {}),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    day: part('day'),
    month: part('month'),
    year: part('year'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** An ISO date or instant as a date; nothing when it is not one. */
function instantOf(iso: string): Date | undefined {
  const instant = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/**
 * platform.md 3.3: a live quote's timestamp in local time, DD/MM/YYYY HH:mm ('' when it is not a
 * date). The time zone is the browser's unless one is given.
 */
export function formatLiveQuoteTimestamp(iso: string, timeZone?: string): string {
  const instant = instantOf(iso);
  if (!instant) return '';
  const p = partsOf(instant, timeZone);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** platform.md 9: a search result's date, DD-MM-YYYY (a date of birth is a day, in no zone). */
export function formatSearchDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

/**
 * A moment as a customer reads it (ours, beyond the spec): when an agent acted on their trail, when
 * they changed their choices. The day, the month's name and the 24-hour time in Irish time,
 * '14 April 2026 at 09:05' ('' when it is not a date).
 */
export function formatIrishDateTime(iso: string): string {
  const instant = instantOf(iso);
  if (!instant) return '';
  return irishDayAndTimeInWords(instant);
}

/** platform.md 9: a search result's time, DD-MM-YYYY HH:mm in local time. */
export function formatSearchTimestamp(iso: string, timeZone?: string): string {
  const instant = instantOf(iso);
  if (!instant) return '';
  const p = partsOf(instant, timeZone);
  return `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}`;
}
