/** The name rule of person-name.ts as a schema, apart so the rule itself needs no schema library. */
import { z } from 'zod';
import { normalisePersonName, personNameProblem, type PersonNameMessages } from './person-name.js';

/** A name field of a request or form: checked by the rule in `messages`, kept normalised. */
export function personNameSchema(messages: PersonNameMessages) {
  return z
    .string()
    .superRefine((value, context) => {
      const problem = personNameProblem(value, messages);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform(normalisePersonName);
}
