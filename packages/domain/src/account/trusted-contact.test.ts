import { describe, expect, it } from 'vitest';
import {
  TRUSTED_CONTACT_MESSAGES as M,
  TRUSTED_CONTACT_NAME_MAX,
  trustedContactPayloadSchema,
  trustedContactSchema,
} from './trusted-contact.js';

const FORM = {
  name: 'Siobhán Murphy',
  relationship: 'son_or_daughter',
  mobile: '087 765 4321',
  email: '',
  consent: true,
};
const messagesOf = (values: unknown) =>
  trustedContactSchema.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];

describe('a trusted contact', () => {
  it('takes a name, how the customer knows them, a mobile and the confirmation; e-mail optional', () => {
    expect(trustedContactSchema.parse(FORM)).toEqual({
      name: 'Siobhán Murphy',
      relationship: 'son_or_daughter',
      mobile: '0877654321',
      email: null,
      consent: true,
    });
    expect(trustedContactSchema.parse({ ...FORM, email: ' s@example.ie ' }).email).toBe(
      's@example.ie',
    );
    expect(trustedContactPayloadSchema.parse({ ...FORM, mobile: '+353877654321' }).mobile).toBe(
      '+353877654321',
    );
  });

  it('says what is missing, one message a field', () => {
    expect(
      messagesOf({
        name: ' ',
        relationship: '',
        mobile: '087 765 4321',
        email: '',
        consent: false,
      }),
    ).toEqual([M.nameRequired, M.relationshipRequired, M.consentRequired]);
    expect(messagesOf({ ...FORM, email: 'not-an-address' })).toHaveLength(1);
  });

  it('takes a name up to its limit', () => {
    expect(messagesOf({ ...FORM, name: 'a'.repeat(TRUSTED_CONTACT_NAME_MAX) })).toEqual([]);
    expect(messagesOf({ ...FORM, name: 'a'.repeat(TRUSTED_CONTACT_NAME_MAX + 1) })).toEqual([
      M.nameTooLong,
    ]);
  });
});
