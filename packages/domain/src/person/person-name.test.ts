import { describe, expect, it } from 'vitest';
import {
  PERSON_NAME_LENGTH,
  normalisePersonName,
  personNameProblem,
  type PersonNameMessages,
} from './person-name.js';
import { personNameSchema } from './person-name-schema.js';

const WORDS: PersonNameMessages = {
  required: 'required',
  characters: 'characters',
  tooShort: 'too short',
  tooLong: 'too long',
};
const WITH_NUMBERS: PersonNameMessages = { ...WORDS, numbers: 'numbers' };

/** The name issue 14 was found with: a síneadh fada, a space, a hyphen and an apostrophe. */
const IRISH_NAME = "Seán Ó Súilleabháin-O'Brien";

describe('the one name rule', () => {
  it.each([
    IRISH_NAME,
    'Seán Ó Súilleabháin-O’Brien',
    "O'Sullivan",
    'O’Sullivan',
    'Máire',
    'Ó Briain',
    'Mac Giolla Phádraig',
    'Zoë',
    'Mary T. Byrne',
    'Jo',
    // 'e' followed by a combining acute accent, as some keyboards send it.
    'Sea\u0301n',
  ])('accepts %j', (name) => {
    expect(personNameProblem(name, WORDS)).toBeUndefined();
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    [undefined, 'required'],
    ['Se4n', 'characters'],
    ['Seán!', 'characters'],
    ['Seán_Ó', 'characters'],
    ['"Seán"', 'characters'],
    ["'-.", 'characters'],
    ['S', 'too short'],
  ])('%j gives %j', (value, message) => {
    expect(personNameProblem(value, WORDS)).toBe(message);
  });

  it('checks the characters before the length, so a lone digit is named for what it is', () => {
    expect(personNameProblem('1', WITH_NUMBERS)).toBe('numbers');
    expect(personNameProblem('1', WORDS)).toBe('characters');
  });

  it('words digits apart only when they are the one thing wrong, for a form that does', () => {
    expect(personNameProblem('Aoife2', WITH_NUMBERS)).toBe('numbers');
    expect(personNameProblem('12 34', WITH_NUMBERS)).toBe('numbers');
    expect(personNameProblem("O'Brien 2", WITH_NUMBERS)).toBe('numbers');
    expect(personNameProblem('Aoife2!', WITH_NUMBERS)).toBe('characters');
    expect(personNameProblem('Aoife!', WITH_NUMBERS)).toBe('characters');
  });

  it(`takes ${PERSON_NAME_LENGTH.min} to ${PERSON_NAME_LENGTH.max} characters, counting an accented letter once`, () => {
    expect(personNameProblem('A', WORDS)).toBe('too short');
    expect(personNameProblem('Ó', WORDS)).toBe('too short');
    expect(personNameProblem(' Al ', WORDS)).toBeUndefined();
    expect(personNameProblem('a'.repeat(50), WORDS)).toBeUndefined();
    expect(personNameProblem('a'.repeat(51), WORDS)).toBe('too long');
    // 50 letters each typed as 'e' and a combining accent: 100 code units, 50 letters.
    expect(personNameProblem('e\u0301'.repeat(50), WORDS)).toBeUndefined();
  });

  it('keeps a name trimmed, each accented letter one character', () => {
    expect(normalisePersonName('  Sea\u0301n ')).toBe('Seán');
    expect(personNameSchema(WORDS).parse(` ${IRISH_NAME} `)).toBe(IRISH_NAME);
    expect(personNameSchema(WORDS).safeParse('Se4n').error?.issues[0]?.message).toBe('characters');
  });
});
