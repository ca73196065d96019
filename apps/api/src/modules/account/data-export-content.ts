import {
  DATA_EXPORT_FORMAT,
  DATA_EXPORT_PARTS,
  maskedIban,
  type DataExportPart,
} from '@wallet/domain';
import { REMOVED_CODE } from '../../adapters/messages/outbox-messages.js';
import type { DataExportRepository } from './data-export-repository.js';

/** A one-time code in a message kept where codes are kept (a local product): left out. */
const withoutOneTimeCode = (template: string, body: string) =>
  template.endsWith('-code') || template === 'agent-made-account'
    ? body.replace(/\b\d{6}\b/g, REMOVED_CODE)
    : body;

const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;

/**
 * Each part of an export: the customer's own rows, read by their id, in plain field names. What
 * is not theirs to read, or a secret, is left out: password hashes, card tokens, one-time codes,
 * whole bank account numbers, other people's identities (an agent is named by role).
 */
function partReaders(reads: DataExportRepository['reads'], userId: string) {
  return {
    profile: async () => {
      const [user, profile] = await Promise.all([reads.user(userId), reads.profile(userId)]);
      return {
        email: user?.email ?? null,
        first_name: profile?.firstName ?? user?.givenName ?? null,
        last_name: profile?.lastName ?? user?.familyName ?? null,
        title: profile?.title ?? null,
        date_of_birth: profile?.dateOfBirth ?? null,
        mobile: user?.phoneNumber ?? null,
        mobile_verified: user?.phoneVerified ?? false,
        sign_in_codes_by_text: user?.mfaEnabled ?? false,
        address: profile
          ? {
              address_line1: profile.addressLine1,
              address_line2: profile.addressLine2,
              address_line3: profile.addressLine3,
              town: profile.town,
              county: profile.county,
              eircode: profile.eircode,
            }
          : null,
        occupation: profile?.occupation ?? null,
        account_created_at: iso(user?.createdAt),
        last_signed_in_at: iso(user?.lastSignInAt),
        password_changed_at: iso(user?.passwordChangedAt),
      };
    },
    trusted_contact: async () => {
      const contact = await reads.trustedContact(userId);
      return contact
        ? {
            name: contact.name,
            relationship: contact.relationship,
            mobile: contact.phone,
            email: contact.email,
            agreed_at: iso(contact.consentedAt),
          }
        : null;
    },
    quotes: async () =>
      (await reads.quotes(userId)).map((quote) => ({
        quote_reference: quote.quoteReference,
        product: quote.product,
        status: quote.status,
        insurer: quote.selectedInsurer,
        premium_cents: quote.premiumCents,
        made_by_an_agent: quote.createdByAgentId !== null,
        answers: quote.request,
        created_at: iso(quote.createdAt),
      })),
    policies: async () =>
      (await reads.policies(userId)).map((policy) => ({
        policy_number: policy.policyNumber,
        reference_number: policy.referenceNumber,
        policy_type: policy.policyType,
        insurer: policy.insurer,
        status: policy.status,
        start_date: policy.startDate,
        end_date: policy.endDate,
        premium_cents: policy.premiumCents,
        renews_automatically: policy.autoRenew,
        created_at: iso(policy.createdAt),
      })),
    payments: async () =>
      (await reads.payments(userId)).map(({ payment, mandate }) => ({
        method: payment.method,
        status: payment.status,
        amount_cents: payment.amountCents,
        card_brand: payment.cardBrand,
        instalments: payment.installmentsNumber,
        instalment_cents: payment.instalmentCents,
        deposit_cents: payment.depositCents,
        collection_day: payment.collectionDay,
        bank_account: mandate
          ? { account_holder: mandate.accountHolder, iban: maskedIban(mandate.iban) }
          : null,
        created_at: iso(payment.createdAt),
      })),
    claims: async () => {
      const { own, events, messages } = await reads.claims(userId);
      return own.map((claim) => ({
        reference: claim.reference,
        kind: claim.kind,
        incident_date: claim.incidentDate,
        place: claim.place,
        description: claim.description,
        anyone_hurt: claim.anyoneHurt,
        items: claim.items,
        estimate_cents: claim.estimateCents,
        other_party: claim.otherParty,
        garda_report_number: claim.gardaReportNumber,
        trip: claim.trip,
        stage: claim.stage,
        amount_cents: claim.amountCents,
        excess_cents: claim.excessCents,
        received_at: iso(claim.receivedAt),
        timeline: events
          .filter((event) => event.claimId === claim.id)
          .map((event) => ({ stage: event.stage, note: event.note, at: iso(event.at) })),
        messages: messages
          .filter((message) => message.claimId === claim.id)
          .map((message) => ({ from: message.author, text: message.body, at: iso(message.at) })),
      }));
    },
    complaints: async () => {
      const { own, events } = await reads.complaints(userId);
      return own.map((complaint) => ({
        reference: complaint.reference,
        about: complaint.about,
        what_went_wrong: complaint.description,
        what_you_wanted: complaint.wanted,
        status: complaint.status,
        outcome: complaint.outcome,
        received_at: iso(complaint.receivedAt),
        // What we told the customer; which member of staff wrote it is not theirs to read.
        timeline: events
          .filter((event) => event.complaintId === complaint.id)
          .map((event) => ({
            what: event.kind,
            status: event.status,
            text: event.text,
            outcome: event.outcome,
            at: iso(event.at),
          })),
      }));
    },
    marketing_choices: async () =>
      (await reads.marketingChoices(userId)).map((change) => ({
        policy_type: change.policyType,
        email: change.email,
        phone: change.phone,
        text: change.text,
        post: change.post,
        analyse_transactions: change.analyzeTransaction,
        given_in: change.source,
        at: iso(change.changedAt),
      })),
    agent_actions: async () =>
      (await reads.agentActions(userId)).map((action) => ({
        action: action.action,
        by: action.agentRole,
        about: action.subjectReference,
        at: iso(action.at),
      })),
    messages: async () =>
      (await reads.messages(userId)).map((message) => ({
        channel: message.channel,
        to: message.recipient,
        subject: message.subject,
        text: withoutOneTimeCode(message.template, message.body),
        status: message.status,
        created_at: iso(message.createdAt),
        sent_at: iso(message.sentAt),
      })),
  } satisfies Record<DataExportPart, () => Promise<unknown>>;
}

/**
 * The export, part by part in DATA_EXPORT_PARTS' order, telling `onPart` how far it has got
 * (for the progress the customer sees).
 */
export async function buildDataExport(
  reads: DataExportRepository['reads'],
  userId: string,
  madeAt: Date,
  onPart: (done: number, of: number) => Promise<void>,
): Promise<Record<string, unknown>> {
  const readers = partReaders(reads, userId);
  const content: Record<string, unknown> = {
    format: DATA_EXPORT_FORMAT,
    made_at: madeAt.toISOString(),
  };
  for (const [index, part] of DATA_EXPORT_PARTS.entries()) {
    content[part] = await readers[part]();
    await onPart(index + 1, DATA_EXPORT_PARTS.length);
  }
  return content;
}

/**
 * The export as its file lays it out: the format first, then the parts in their order (the
 * database keeps a JSON object's keys in an order of its own).
 */
export function inFileOrder(content: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    ['format', 'made_at', ...DATA_EXPORT_PARTS].map((key) => [key, content[key]]),
  );
}
