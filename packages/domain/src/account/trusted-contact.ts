/**
 * A trusted contact person (Consumer Protection Code 2025, vulnerable customers; issue 45):
 * someone the customer names for us to contact if we cannot reach them or are worried about them.
 * We never discuss the customer's policies with them beyond what the customer allows, and the
 * customer confirms the person agreed. One schema per form, shared by the page and the API.
 */
import { z } from 'zod';
import { emailFieldSchema } from '../auth/login-schema.js';
import { internationalMobileSchema, mobileNumberSchema } from '../person/phone.js';

export const TRUSTED_CONTACT_RELATIONSHIPS = [
  'spouse_or_partner',
  'son_or_daughter',
  'parent',
  'brother_or_sister',
  'other_relative',
  'friend',
  'carer',
  'solicitor',
  'other',
] as const;
export type TrustedContactRelationship = (typeof TRUSTED_CONTACT_RELATIONSHIPS)[number];

export const TRUSTED_CONTACT_RELATIONSHIP_LABELS: Record<TrustedContactRelationship, string> = {
  spouse_or_partner: 'Spouse or partner',
  son_or_daughter: 'Son or daughter',
  parent: 'Parent',
  brother_or_sister: 'Brother or sister',
  other_relative: 'Other relative',
  friend: 'Friend',
  carer: 'Carer',
  solicitor: 'Solicitor',
  other: 'Someone else',
};

/** The longest name accepted. */
export const TRUSTED_CONTACT_NAME_MAX = 100;

export const TRUSTED_CONTACT_MESSAGES = {
  nameRequired: 'Enter the name of your trusted contact',
  nameTooLong: `Name must be ${TRUSTED_CONTACT_NAME_MAX} characters or fewer`,
  relationshipRequired: 'Select how you know your trusted contact',
  consentRequired: 'Confirm that your trusted contact has agreed to be contacted by us',
  saved: 'Your trusted contact is saved.',
  removed: 'Your trusted contact is removed.',
  customersOnly: 'Only customers can name a trusted contact here. Staff cannot read or change one.',
} as const;

const M = TRUSTED_CONTACT_MESSAGES;

const nameSchema = z
  .string()
  .trim()
  .min(1, M.nameRequired)
  .max(TRUSTED_CONTACT_NAME_MAX, M.nameTooLong);
const relationshipSchema = z.enum(TRUSTED_CONTACT_RELATIONSHIPS, {
  message: M.relationshipRequired,
});
/** An e-mail address, or nothing. */
const optionalEmailSchema = z
  .string()
  .trim()
  .transform((value) => value || null)
  .pipe(emailFieldSchema.nullable());
const consentSchema = z.boolean().refine((ticked) => ticked, M.consentRequired);

/** The form: the mobile as typed (08...). */
export const trustedContactSchema = z.object({
  name: nameSchema,
  relationship: z.union([relationshipSchema, z.literal('')]).pipe(relationshipSchema),
  mobile: mobileNumberSchema,
  email: optionalEmailSchema,
  consent: consentSchema,
});
export type TrustedContactValues = z.input<typeof trustedContactSchema>;

/** The body of PUT /account/trusted-contact: the mobile in either form. */
export const trustedContactPayloadSchema = z.object({
  name: nameSchema,
  relationship: relationshipSchema,
  mobile: internationalMobileSchema,
  email: optionalEmailSchema,
  consent: consentSchema,
});
export type TrustedContactPayload = z.input<typeof trustedContactPayloadSchema>;

/** The customer's trusted contact as Your account shows it. */
export const trustedContactSchemaOut = z.object({
  name: z.string(),
  relationship: z.enum(TRUSTED_CONTACT_RELATIONSHIPS),
  /** International form. */
  mobile: z.string(),
  email: z.string().nullable(),
  consented_at: z.string(),
});
export type TrustedContact = z.infer<typeof trustedContactSchemaOut>;

/** GET /account/trusted-contact: the contact, or null when none is named. */
export const trustedContactAnswerSchema = z.object({ contact: trustedContactSchemaOut.nullable() });
export type TrustedContactAnswer = z.infer<typeof trustedContactAnswerSchema>;
