import { describe, expect, it } from 'vitest';
import { readTravelQuoteParameters } from './travel-parameters-answer.js';
import { travelQuoteParameters } from './travel-parameters.js';
import { travelQuoteParametersSchema } from './travel-quote-response.js';

const ANSWER = travelQuoteParameters();

/** The answer with one part replaced, for the shapes the schema refuses. */
function broken(change: (answer: Record<string, unknown>) => void): unknown {
  const answer = JSON.parse(JSON.stringify(ANSWER)) as Record<string, unknown>;
  change(answer);
  return answer;
}

const tripType = (answer: Record<string, unknown>) =>
  (answer.trip_types as Record<string, unknown>[])[0]!;
const countryList = (answer: Record<string, unknown>) =>
  (answer.destination_country_list as Record<string, unknown>[])[0]!;

const CASES: [string, unknown][] = [
  ["the server's own answer", ANSWER],
  ['no trip types', { ...ANSWER, trip_types: [] }],
  [
    'with keys the schema does not know',
    { ...ANSWER, extra: 1, trip_types: ANSWER.trip_types.map((t) => ({ ...t, extra: true })) },
  ],
  ['nothing', null],
  ['a list', []],
  ['trip types missing', broken((answer) => delete answer.trip_types)],
  ['a country list missing', broken((answer) => delete answer.destination_country_list)],
  ['a trip type id as text', broken((answer) => (tripType(answer).id = '1'))],
  ['a trip type id not whole', broken((answer) => (tripType(answer).id = 1.5))],
  ['a trip type without a name', broken((answer) => delete tripType(answer).name)],
  ['zones not a list', broken((answer) => (tripType(answer).destination_zones = {}))],
  [
    'a zone without its label',
    broken(
      (answer) =>
        delete (tripType(answer).destination_zones as Record<string, unknown>[])[0]!.value,
    ),
  ],
  ['a country not text', broken((answer) => (countryList(answer).countries = ['France', 3]))],
  ['a country list without a name', broken((answer) => delete countryList(answer).name)],
];

describe('readTravelQuoteParameters', () => {
  it.each(CASES)('reads %s as travelQuoteParametersSchema does', (_, answer) => {
    const parsed = travelQuoteParametersSchema.safeParse(answer);
    expect(readTravelQuoteParameters(answer)).toEqual(parsed.success ? parsed.data : undefined);
  });
});
