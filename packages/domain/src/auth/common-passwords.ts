/**
 * Passwords that appear at the top of every published breach list. Most are short, and the length
 * rule already refuses them; what this module adds is refusing the long forms people build from
 * them ("Password123!", "Qwerty123456", "Summer2024!!"), which satisfy every character rule and are
 * still the first guesses of an attacker.
 */

/** Words that, with only digits and symbols around them, make a guessable password. */
const COMMON_BASE_WORDS = [
  'password',
  'passw0rd',
  'pass',
  'qwerty',
  'qwertyuiop',
  'asdfgh',
  'asdfghjkl',
  'zxcvbn',
  'zxcvbnm',
  'abc',
  'abcdef',
  'abcdefg',
  'welcome',
  'letmein',
  'iloveyou',
  'admin',
  'administrator',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'soccer',
  'hurling',
  'sunshine',
  'princess',
  'master',
  'shadow',
  'superman',
  'batman',
  'trustno1',
  'changeme',
  'secret',
  'login',
  'hello',
  'freedom',
  'whatever',
  'starwars',
  'pokemon',
  'charlie',
  'michael',
  'jennifer',
  'jordan',
  'summer',
  'winter',
  'spring',
  'autumn',
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'monday',
  'friday',
  'ireland',
  'dublin',
  'cork',
  'galway',
  'insurance',
  'wallet',
  'bank',
  'bankofireland',
  'test',
  'user',
  'guest',
  'default',
  'computer',
  'internet',
  'mypassword',
  'newpassword',
  'p@ssword',
  'p@ssw0rd',
] as const;

/** Whole passwords (lower case) of 12 or more characters from the breach lists. */
const COMMON_WHOLE_PASSWORDS = [
  '123456789012',
  '1234567890qwerty',
  '1q2w3e4r5t6y',
  '1q2w3e4r5t6y7u',
  '1qaz2wsx3edc',
  '1qaz2wsx3edc4rfv',
  '!qaz2wsx#edc',
  '!qaz@wsx#edc',
  'q1w2e3r4t5y6',
  'qazwsxedcrfv',
  'zaq12wsxcde3',
  'zaq1@wsx#edc',
  'aa123456789!',
  'qwer1234!@#$',
  'qwerty!@#$%^',
  'abc123!@#abc',
  'abcd1234!@#$',
  'iloveyou1234',
  'password1234',
  'passwordpassword',
  'welcome12345',
  'letmein12345',
  'adminadmin12',
] as const;

const COMMON_BASES: ReadonlySet<string> = new Set(COMMON_BASE_WORDS);
const COMMON_WHOLES: ReadonlySet<string> = new Set(COMMON_WHOLE_PASSWORDS);

/** Digits and symbols that people add before or after a word to satisfy a character rule. */
const PADDING = /^[\d\W_]+|[\d\W_]+$/g;

/**
 * True for a password from the breach lists, or one of their words padded with digits and
 * symbols, compared without regard to case.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_WHOLES.has(lower)) return true;
  const core = lower.replace(PADDING, '');
  return core === '' || COMMON_BASES.has(core);
}
