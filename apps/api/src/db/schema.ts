import { randomUUID } from 'node:crypto';
/**
 * The whole product's tables, designed for every journey of the specification so later features
 * add behaviour, not reshuffles. Money is integer cents; form payloads that the spec shows only as
 * "saved values" are jsonb.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  json,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  AGENT_ACTIONS,
  POLICY_TYPES,
  CLAIM_FILE_TYPES,
  CLAIM_LIMITS,
  CLAIM_MESSAGE_AUTHORS,
  CLAIM_PAYOUT_ROUTES,
  CLAIM_PAYOUT_STATUSES,
  CLAIM_STAGES,
  COMPLAINT_EVENT_KINDS,
  COMPLAINT_OUTCOMES,
  COMPLAINT_STATUSES,
  COMPLAINT_SUBJECTS,
  MARKETING_CHOICE_SOURCES,
  RECORDED_COLLECTION_STATUSES,
  RENEWAL_OFFER_STATUSES,
  USER_ROLES,
  type RenewalChange,
  type RenewalHistoryYear,
} from '@wallet/domain';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Ids are made in the API process: PGlite's gen_random_uuid() stops with 'could not generate
 * random values' after some tens of thousands of calls, and the column default stays for rows
 * written by hand.
 */
const primaryId = () =>
  uuid('id')
    .primaryKey()
    .defaultRandom()
    .$defaultFn(() => randomUUID());

export const userRole = pgEnum('user_role', USER_ROLES);
export const policyType = pgEnum('policy_type', POLICY_TYPES);
export const codePurpose = pgEnum('code_purpose', [
  'verify_email',
  'reset_password',
  'sms_mfa',
  'verify_phone',
]);
export const messageChannel = pgEnum('message_channel', ['email', 'sms']);
export const messageStatus = pgEnum('message_status', ['pending', 'sent', 'failed']);
export const quoteStatus = pgEnum('quote_status', [
  'draft',
  'quoted',
  'referred',
  'declined',
  'bound',
  'expired',
]);
export const policyStatus = pgEnum('policy_status', ['active', 'cancelled', 'lapsed', 'renewed']);
export const paymentMethod = pgEnum('payment_method', ['card', 'direct_debit']);
export const paymentStatus = pgEnum('payment_status', [
  'pending',
  'authorised',
  'captured',
  'declined',
  'failed',
  'refunded',
]);
/** A payment still standing for its quote: neither refused nor given back. */
export const OPEN_PAYMENT_STATUSES = [
  'pending',
  'authorised',
  'captured',
] as const satisfies readonly (typeof paymentStatus.enumValues)[number][];
export const jobStatus = pgEnum('job_status', ['pending', 'running', 'done', 'failed']);

/** Identity: the local identity provider's user pool. */
export const users = pgTable(
  'users',
  {
    id: primaryId(),
    /** Stored lower-case so look-ups are case-insensitive. */
    email: text('email').notNull(),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    /** E.164, e.g. +353871234567. */
    phoneNumber: text('phone_number'),
    /** argon2id; null for accounts an agent created until the customer sets a password. */
    passwordHash: text('password_hash'),
    role: userRole('role').notNull().default('customer'),
    createdByAgent: boolean('created_by_agent').notNull().default(false),
    createdByUserId: uuid('created_by_user_id'),
    emailVerified: boolean('email_verified').notNull().default(false),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    passwordResetRequired: boolean('password_reset_required').notNull().default(false),
    /** Set with a temporary password: the next sign-in answers NEW_PASSWORD_REQUIRED. */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    /** When the customer last chose a password (sign-up, reset or new-password challenge). */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    failedSignInCount: integer('failed_sign_in_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Your account closed (issue 45): no sign-in, personal data erased where the law allows. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email)],
);

/** One row per refresh token; the token itself is never stored, only its SHA-256. */
/**
 * One sign-in: every refresh token its rotations hand out and every access token they sign name
 * it, so ending it (sign-out, a password reset, a reused refresh token) ends all of them at once.
 */
export const signIns = pgTable(
  'sign_ins',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('sign_ins_user_idx').on(table.userId)],
);

export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    signInId: uuid('sign_in_id')
      .notNull()
      .references(() => signIns.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Set on rotation; presenting a rotated token again revokes the whole family. */
    replacedBySessionId: uuid('replaced_by_session_id'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('refresh_sessions_token_hash_unique').on(table.tokenHash),
    index('refresh_sessions_user_idx').on(table.userId),
  ],
);

/** E-mail verification, password reset and SMS codes; hashed, with expiry and attempt limits. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: codePurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** Where the code went when that is not the account's own address: a new mobile number. */
    destination: text('destination'),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('one_time_codes_user_purpose_idx').on(table.userId, table.purpose)],
);

/** E-mail and SMS waiting for (or done with) delivery by the Messages port. */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: primaryId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    channel: messageChannel('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    template: text('template').notNull(),
    status: messageStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /**
     * The one-time code the body stands for with REMOVED_CODE, held only until the message is
     * sent through SMTP (or gives up), then cleared.
     */
    code: text('code'),
    /** Not tried again before this (a back-off, or another worker's lease on it); null: now. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('message_outbox_status_idx').on(table.status, table.createdAt)],
);

export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    branchName: text('branch_name').notNull(),
  },
  (table) => [uniqueIndex('branches_name_unique').on(table.branchName)],
);

/** platform.md 3.1: the customer's profile; agents keep their selected branch here too. */
export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** MR, MRS, MS, MISS or OTHER (platform.md 3.5). */
  title: text('title'),
  otherTitle: text('other_title'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  phone: text('phone'),
  addressLine1: text('address_line1').notNull().default(''),
  addressLine2: text('address_line2').notNull().default(''),
  addressLine3: text('address_line3').notNull().default(''),
  town: text('town').notNull().default(''),
  county: text('county').notNull().default(''),
  eircode: text('eircode').notNull().default(''),
  occupation: text('occupation'),
  promotionCode: text('promotion_code'),
  staffNumber: text('staff_number'),
  analyseTransactions: boolean('analyse_transactions').notNull().default(false),
  branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** platform.md 3.3: an agent's pairing of a portfolio code with a customer's third-party id. */
export const portfolioPairs = pgTable(
  'portfolio_pairs',
  {
    id: primaryId(),
    portfolioCode: text('portfolio_code').notNull(),
    thirdPartyIdentifier: text('third_party_identifier').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    submittedByUserId: uuid('submitted_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('portfolio_pairs_code_unique').on(table.portfolioCode)],
);

/** name is one of FEATURE_FLAG_NAMES; the table is read on every GET /feature. */
export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull(),
  updatedAt: updatedAt(),
});

/** A priced (or refused) quote of any product, with what was asked and what each insurer said. */
export const quotes = pgTable(
  'quotes',
  {
    id: primaryId(),
    product: policyType('product').notNull(),
    /** Null for a visitor's quote until they sign in or sign up. */
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdByAgentId: uuid('created_by_agent_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    quoteReference: text('quote_reference').notNull(),
    policyCode: text('policy_code'),
    // json, not jsonb: stored whole and read whole, never queried inside, so the parse into
    // jsonb's binary form is work for nothing on every quote (docs/decisions/0005).
    request: json('request').$type<Record<string, unknown>>().notNull(),
    insurerAnswers: json('insurer_answers')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::json`),
    selectedInsurer: text('selected_insurer'),
    premiumCents: integer('premium_cents'),
    status: quoteStatus('status').notNull().default('draft'),
    /** Agents tick a live quote as contacted (platform.md 4.4). */
    contacted: boolean('contacted').notNull().default(false),
    /**
     * SHA-256 of the visitor cookie of the browser that asked for the quote while signed out: only
     * that browser reaches the quote until a signed-in call from it claims the quote.
     */
    visitorKeyHash: text('visitor_key_hash'),
    /**
     * A renewal offer's quote: the policy it renews. Such a quote is priced by the renewal cycle,
     * never re-quoted from a form, and is not the customer's latest quote.
     */
    renewalOfPolicyId: uuid('renewal_of_policy_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('quotes_reference_unique').on(table.quoteReference),
    index('quotes_owner_idx').on(table.ownerUserId, table.product),
    index('quotes_created_idx').on(table.product, table.createdAt),
    /** Search All Home Quotes by branch (platform.md 7), newest first. */
    index('quotes_branch_idx').on(table.branchId, table.product, table.createdAt),
  ],
);

/** platform.md 3.7: one saved in-progress form per user and product. */
/** Operator switch: an insurer switched off answers every quote with EXTERNAL_SERVICE_UNAVAILABLE. */
export const insurerAvailability = pgTable('insurer_availability', {
  insurer: text('insurer').primaryKey(),
  available: boolean('available').notNull(),
  updatedAt: updatedAt(),
});

export const tempQuotes = pgTable(
  'temp_quotes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    policyType: policyType('policy_type').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.policyType] })],
);

export const policies = pgTable(
  'policies',
  {
    id: primaryId(),
    policyType: policyType('policy_type').notNull(),
    referenceNumber: text('reference_number').notNull(),
    policyNumber: text('policy_number').notNull(),
    /** The spec's policy_id: the insurer's identifier, shown and used in document calls. */
    policyId: text('policy_id').notNull(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    insurer: text('insurer'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    premiumCents: integer('premium_cents').notNull(),
    status: policyStatus('status').notNull().default('active'),
    renewalOfPolicyId: uuid('renewal_of_policy_id'),
    /**
     * Renews by itself on its renewal date (a direct-debit policy); the customer turns it off free
     * of charge at any time before then.
     */
    autoRenew: boolean('auto_renew').notNull().default(false),
    /**
     * Where the cover changed mid-term: the premium for the cover in force at the period's end,
     * annualised (CICA 2019 s.12 schedule); null when nothing changed.
     */
    annualisedPremiumCents: integer('annualised_premium_cents'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('policies_reference_unique').on(table.referenceNumber),
    /**
     * A renewal with the same insurer keeps the policy's number for its new period
     * (docs/decisions/0016): a number is unique per period, named by its first day.
     */
    uniqueIndex('policies_policy_number_period_unique').on(table.policyNumber, table.startDate),
    uniqueIndex('policies_policy_id_unique').on(table.policyId),
    /** A quote binds at most once, however often the bind is retried. */
    uniqueIndex('policies_quote_unique').on(table.quoteId),
    index('policies_owner_idx').on(table.ownerUserId),
    /** A policy is renewed at most once: one renewed policy per period. */
    uniqueIndex('policies_renewal_of_unique').on(table.renewalOfPolicyId),
  ],
);

/** A claim paid under a policy: the renewal notice's five-year schedule of claims (CICA 2019 s.12). */
export const policyClaims = pgTable(
  'policy_claims',
  {
    id: primaryId(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD: the day of the loss. */
    claimDate: date('claim_date', { mode: 'string' }).notNull(),
    /** The peril, as the quote forms name claim types ('Escape of water', 'Theft', ...). */
    peril: text('peril').notNull(),
    paidCents: integer('paid_cents').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('policy_claims_policy_idx').on(table.policyId)],
);

/** The notice's facts besides its quotes, as issued. */
export interface RenewalNoticeFacts {
  history: RenewalHistoryYear[];
  changes: RenewalChange[];
}

export const renewalOfferStatus = pgEnum('renewal_offer_status', RENEWAL_OFFER_STATUSES);

/**
 * A renewal offer (home.md 2, Renewal screens): a policy's renewal from its insurer and the
 * alternative from the other, priced a year on by the renewal cycle, in a quote of its own.
 */
export const renewalOffers = pgTable(
  'renewal_offers',
  {
    id: primaryId(),
    renewalOfPolicyId: uuid('renewal_of_policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD: the renewed period's first day (the current policy's end date + 1). */
    renewalDate: date('renewal_date', { mode: 'string' }).notNull(),
    /** 1 for a policy's first renewal. */
    renewalNumber: integer('renewal_number').notNull(),
    /** The current insurer's scheme (the renewal) and the other's (the alternative), if quoted. */
    renewalSchemeCode: text('renewal_scheme_code'),
    alternativeSchemeCode: text('alternative_scheme_code'),
    /** Price walking (S.I. 2022): the engine's price, the first-renewal benchmark, the outcome. */
    renewalUncappedCents: integer('renewal_uncapped_cents'),
    firstRenewalEquivalentCents: integer('first_renewal_equivalent_cents'),
    priceWalkingCapped: boolean('price_walking_capped').notNull().default(false),
    /**
     * What the notice told the customer beyond the quotes (the five-year schedule and what
     * changed since last year), kept as issued so the renewal view shows the notice's figures.
     */
    notice: json('notice').$type<RenewalNoticeFacts>().notNull(),
    /** YYYY-MM-DD: the last day the notice could lawfully go out. */
    noticeDeadline: date('notice_deadline', { mode: 'string' }).notNull(),
    /**
     * The working days the notice gave before the renewal date (Irish public holidays not
     * counted); null for an offer issued before it was recorded.
     */
    noticeWorkingDays: integer('notice_working_days'),
    /**
     * Issued under the legal minimum of 20 working days (docs/decisions/0016): issued late rather
     * than never, and listed for operators (GET /operator/renewals/late-notices).
     */
    noticeLate: boolean('notice_late').notNull().default(false),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    status: renewalOfferStatus('status').notNull().default('offered'),
    /** 'I do not confirm' on the alternative's statement of fact: it cannot be bought online. */
    statementOfFactDeclinedAt: timestamp('statement_of_fact_declined_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    /** One offer per policy and period, however often or wherever the cycle runs. */
    uniqueIndex('renewal_offers_policy_period_unique').on(
      table.renewalOfPolicyId,
      table.renewalDate,
    ),
    uniqueIndex('renewal_offers_quote_unique').on(table.quoteId),
    index('renewal_offers_date_idx').on(table.renewalDate, table.status),
  ],
);

/**
 * Policy numbers are handed out in order (like an insurer's own numbering), never twice, whatever
 * the number of API processes; a number is taken when a bind starts, so a retried bind reuses it.
 */
export const policyNumbers = pgSequence('policy_numbers', { startWith: 4_300_000 });

/**
 * What a payment pays for, frozen when the bind starts, under the quote's row lock: the quote's
 * request and its insurers' answers (the rating, the chosen extras and excess), the offer chosen
 * and its price. The policy and its documents are made from this alone, never from the quote as
 * it may stand later.
 */
export interface QuoteSnapshot {
  quoteReference: string;
  request: Record<string, unknown>;
  answers: Record<string, unknown>;
  /** The offer chosen within the quote: home's scheme code, travel's quote name and premium id. */
  choice: string;
  priceCents: number;
  /** ISO 8601: when the quote was last priced. */
  pricedAt: string;
  /** A renewal offer's quote: what it renews. */
  renewalOf?: RenewalOfQuote;
  /**
   * A mid-term change's version that moved the policy's last day (PricedChange.endDate): that day,
   * which the change makes the policy's end and its documents print.
   */
  newEndDate?: string;
}

/** The policy a renewal offer's quote renews, as a renewal's payment freezes it. */
export interface RenewalOfQuote {
  /** policies.id of the policy renewed. */
  policyId: string;
  /** YYYY-MM-DD: the renewed period's first day. */
  renewalDate: string;
  /** The renewed policy's insurer: buying its quote renews, buying the other's transfers. */
  currentInsurer: string;
  /**
   * The renewed policy's number, which a renewal with the same insurer keeps for its new period
   * (absent in payments frozen before it was kept: those renewals were numbered afresh).
   */
  policyNumber?: string;
}

export const payments = pgTable(
  'payments',
  {
    id: primaryId(),
    /** Retrying a payment with the same key never charges twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    method: paymentMethod('method').notNull(),
    status: paymentStatus('status').notNull().default('pending'),
    gatewayReference: text('gateway_reference'),
    cardBrand: text('card_brand'),
    /** Direct debit: day of month 1, 8, 15 or 22, and the number of instalments. */
    collectionDay: integer('collection_day'),
    installmentsNumber: integer('installments_number'),
    /** Direct debit: each instalment (the annual premium / 12 rounded up to the cent). */
    instalmentCents: integer('instalment_cents'),
    /**
     * A direct debit that starts with a deposit paid by card (car: two months): the deposit, taken
     * from the card whose token is the gateway reference, before the mandate's instalments.
     */
    depositCents: integer('deposit_cents'),
    // json, not jsonb: written once and read whole by the bind job (as the quote's own columns).
    quoteSnapshot: json('quote_snapshot').$type<QuoteSnapshot>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('payments_idempotency_key_unique').on(table.idempotencyKey),
    index('payments_quote_idx').on(table.quoteId),
  ],
);

/** SEPA mandates of the DirectDebit port. */
export const directDebitMandates = pgTable('direct_debit_mandates', {
  id: primaryId(),
  paymentId: uuid('payment_id')
    .notNull()
    .references(() => payments.id, { onDelete: 'cascade' }),
  accountHolder: text('account_holder').notNull(),
  iban: text('iban').notNull(),
  bic: text('bic').notNull(),
  /**
   * The mandate's reference (SEPA Unique Mandate Reference) given when the account was changed
   * online (issue 45); null for a mandate made at checkout, whose reference is its id's.
   */
  reference: text('reference'),
  /** When the account holder consented to the mandate on file; null: at checkout (createdAt). */
  signedAt: timestamp('signed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Issue 45: each direct debit the bank was asked for (decision 0047). One row per policy and due
 * day: collected, missed (the bank refused it: the customer is reminded and may pay it by card),
 * or paid by card after it was missed. A debit with no row stands as its date says.
 */
export const directDebitCollections = pgTable(
  'direct_debit_collections',
  {
    id: primaryId(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: RECORDED_COLLECTION_STATUSES }).notNull(),
    /** When the bank answered the collection. */
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull(),
    /** The bank's reference of the collection (its end-to-end id). */
    gatewayReference: text('gateway_reference').notNull(),
    /** Why the bank refused it (a missed debit): its return reason code. */
    returnReason: text('return_reason'),
    /** Pay now: the submission whose card payment is under way or made, and since when. */
    paySubmissionId: text('pay_submission_id'),
    payStartedAt: timestamp('pay_started_at', { withTimezone: true }),
    /** Pay now: the card charge's reference (the gateway's) and when it was taken. */
    cardReference: text('card_reference'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('direct_debit_collections_policy_due_unique').on(table.policyId, table.dueDate),
  ],
);

/**
 * Issue 45: a policy's payment details changed by its owner (a new bank account's mandate), one
 * row per submission, so a double tap makes one change; the policy's record of such changes.
 */
export const paymentDetailChanges = pgTable(
  'payment_detail_changes',
  {
    id: primaryId(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['bank_account', 'card'] }).notNull(),
    submissionId: text('submission_id').notNull(),
    /** What the change answered, given again to a retry of the same submission. */
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payment_detail_changes_submission_unique').on(table.policyId, table.submissionId),
  ],
);

/** The bank sandbox's direct debits: one per collection key, refused for the documented IBAN. */
export const sandboxDirectDebits = pgTable('sandbox_direct_debits', {
  collectionKey: text('collection_key').primaryKey(),
  iban: text('iban').notNull(),
  amountCents: integer('amount_cents').notNull(),
  outcome: text('outcome', { enum: ['collected', 'refused'] }).notNull(),
  returnReason: text('return_reason'),
  reference: text('reference').notNull(),
  createdAt: createdAt(),
});

/** PDFs generated at bind or renewal, served as base64. */
export const documents = pgTable(
  'documents',
  {
    id: primaryId(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    /** Stable kind of document (policy-schedule, statement-of-fact, terms-summary). */
    name: text('name').notNull(),
    displayName: text('display_name').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Why the document exists: NEW_BUSINESS, RENEWAL_CONFIRMATION, RENEWAL_TRANSFER, LAPSE. */
    businessProcess: text('business_process').notNull(),
    contentType: text('content_type').notNull().default('application/pdf'),
    pdf: bytea('pdf').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('documents_policy_idx').on(table.policyId),
    /** Generating a policy's documents again (a retried bind) never stores a second copy. */
    uniqueIndex('documents_policy_name_unique').on(
      table.policyId,
      table.businessProcess,
      table.name,
    ),
  ],
);

/** A charge given back: a policy that could not be made after its payment was taken. */
export const refunds = pgTable('refunds', {
  id: primaryId(),
  paymentId: uuid('payment_id')
    .notNull()
    .unique()
    .references(() => payments.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  reason: text('reason').notNull(),
  status: text('status').notNull().default('pending'),
  createdAt: createdAt(),
});

/**
 * The card sandbox gateway's own records (it would be the provider's database): one row per
 * tokenisation, never a card number or CVV, only the brand and the last four digits.
 */
export const cardGatewayPayments = pgTable('card_gateway_payments', {
  /** The token handed to the app ('tok_' and random characters). */
  token: text('token').primaryKey(),
  accountId: text('account_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  cardBrand: text('card_brand').notNull(),
  last4: text('last4').notNull(),
  cardHolderName: text('card_holder_name').notNull(),
  /** Which documented test card behaviour applies (success, decline, challenge, challenge-fail). */
  scenario: text('scenario').notNull(),
  /** requires_challenge, authorised, declined, captured, refunded. */
  status: text('status').notNull(),
  declineCode: text('decline_code'),
  /** The capture's idempotency key: a second capture with it answers the first result. */
  captureKey: text('capture_key'),
  capturedAt: timestamp('captured_at', { withTimezone: true }),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A policy as each mid-term change left it (issue 43): version 1 is the policy as bought (its
 * payment's snapshot, not stored again), each change adds the next. A version keeps the quote
 * state its documents and renewal are made from, so earlier versions stay readable.
 */
export const policyVersions = pgTable(
  'policy_versions',
  {
    id: primaryId(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** YYYY-MM-DD: the first day this version's cover is in force. */
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    /** The annual premium of this version's cover. */
    annualPremiumCents: integer('annual_premium_cents').notNull(),
    /** The quote state as the change left it: request, insurer's answers, choice, price. */
    snapshot: json('snapshot').$type<QuoteSnapshot>().notNull(),
    /** What the change altered, in words (policyChangeLineSchema). */
    lines: json('lines').$type<{ label: string; before: string; after: string }[]>().notNull(),
    changeId: uuid('change_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('policy_versions_policy_version_unique').on(table.policyId, table.version),
    uniqueIndex('policy_versions_change_unique').on(table.changeId),
  ],
);

/**
 * A mid-term change priced for a customer (issue 43): kept for the day it was priced on, then
 * made once. Only a priced change is stored; a declined or referred one changes nothing.
 */
export const policyChanges = pgTable(
  'policy_changes',
  {
    id: primaryId(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    /** quoted, then applied. */
    status: text('status').notNull().default('quoted'),
    /** The version it was priced on: made only while that is still the policy's latest. */
    baseVersion: integer('base_version').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    /** YYYY-MM-DD: the price holds on this day only. */
    pricedOn: date('priced_on', { mode: 'string' }).notNull(),
    currentAnnualCents: integer('current_annual_cents').notNull(),
    newAnnualCents: integer('new_annual_cents').notNull(),
    adjustmentCents: integer('adjustment_cents').notNull(),
    /** The quote state the change leaves, and what it alters in words. */
    snapshot: json('snapshot').$type<QuoteSnapshot>().notNull(),
    lines: json('lines').$type<{ label: string; before: string; after: string }[]>().notNull(),
    /** The card token an extra charge was captured from (a later refund may give it back). */
    cardToken: text('card_token'),
    /** The answer of the call that made it (policyChangeAppliedSchema), repeated to a retry. */
    applied: json('applied').$type<Record<string, unknown>>(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('policy_changes_policy_idx').on(table.policyId)],
);

/**
 * The card sandbox gateway's part refunds of a captured charge, one row per refund key: a refund
 * asked again with its key is made once. Together they never pass the amount captured.
 */
export const cardGatewayRefunds = pgTable('card_gateway_refunds', {
  refundKey: text('refund_key').primaryKey(),
  token: text('token')
    .notNull()
    .references(() => cardGatewayPayments.token, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  createdAt: createdAt(),
});

/**
 * A policy left before its end (issue 43): withdrawn from inside the withdrawal period, or
 * cancelled after it. One per policy, so a repeated request answers the first; the figures are
 * kept as the customer confirmed them (docs/cancellation-arithmetic.md).
 */
export const policyCancellations = pgTable(
  'policy_cancellations',
  {
    id: primaryId(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    /** 'CN-' and 8 characters: the acknowledgement's reference. */
    reference: text('reference').notNull(),
    /** withdrawal or cancellation. */
    kind: text('kind').notNull(),
    /** Optional, as the customer gave it. */
    reason: text('reason'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** YYYY-MM-DD: the policy's end date before it was cut short. */
    originalEndDate: date('original_end_date', { mode: 'string' }).notNull(),
    /** The settlement as shown and confirmed (cancellationSettlementSchema). */
    settlement: json('settlement').$type<Record<string, unknown>>().notNull(),
    /** Above 0 a refund, below 0 a last collection; 0 nothing to move. */
    settlementCents: integer('settlement_cents').notNull(),
    /** YYYY-MM-DD: a refund is paid by this day; null when there is none. */
    refundBy: date('refund_by', { mode: 'string' }),
    /** pending, paid (a refund made or a collection taken) or none. */
    settlementStatus: text('settlement_status').notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('policy_cancellations_policy_unique').on(table.policyId),
    uniqueIndex('policy_cancellations_reference_unique').on(table.reference),
  ],
);

/** platform.md 3.7: consent per product, recorded with the purchase. */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    policyType: policyType('policy_type').notNull(),
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    consent: boolean('consent').notNull().default(false),
    email: boolean('email').notNull().default(false),
    phone: boolean('phone').notNull().default(false),
    text: boolean('text').notNull().default(false),
    post: boolean('post').notNull().default(false),
    analyzeTransaction: boolean('analyze_transaction').notNull().default(false),
    selectAll: boolean('select_all').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('marketing_consents_user_type_unique').on(table.userId, table.policyType),
  ],
);

/**
 * GDPR art. 7(1): every giving and change of a product's marketing choices, with its time and
 * where it was made (a purchase, or Your account). Never updated.
 */
export const marketingConsentChanges = pgTable(
  'marketing_consent_changes',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    policyType: policyType('policy_type').notNull(),
    email: boolean('email').notNull(),
    phone: boolean('phone').notNull(),
    text: boolean('text').notNull(),
    post: boolean('post').notNull(),
    analyzeTransaction: boolean('analyze_transaction').notNull(),
    source: text('source', { enum: MARKETING_CHOICE_SOURCES }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('marketing_consent_changes_user_idx').on(table.userId, table.changedAt)],
);

/**
 * A trusted contact person (Consumer Protection Code 2025, vulnerable customers; issue 45): someone
 * the customer names for us to contact if we cannot reach them or are worried about them, with
 * the customer's word that the person agreed, and when it was given. One a customer.
 */
export const trustedContacts = pgTable('trusted_contacts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  relationship: text('relationship').notNull(),
  /** E.164, e.g. +353871234567. */
  phone: text('phone').notNull(),
  email: text('email'),
  /** When the customer confirmed the person agreed to be their trusted contact. */
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * 'Download your data' (GDPR art. 15 and 20, issue 45): one export a customer asked for, built by
 * a job; its JSON is kept until it expires, then removed.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    /** How far the build has gone, 0 to 100, for the customer to see. */
    progress: integer('progress').notNull().default(0),
    content: jsonb('content').$type<Record<string, unknown>>(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [index('data_exports_user_idx').on(table.userId, table.requestedAt)],
);

/** Durable work (bind after payment, documents, renewal offers), taken with SKIP LOCKED. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Enqueueing the same work twice is a no-op. */
    idempotencyKey: text('idempotency_key'),
    status: jobStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('jobs_idempotency_key_unique').on(table.idempotencyKey),
    index('jobs_ready_idx').on(table.status, table.runAt),
  ],
);

export const agentAction = pgEnum('agent_action', AGENT_ACTIONS);

/**
 * The agents' audit trail: one row per agent action that reads or changes a customer's data,
 * written in the action's own transaction, so an action is recorded if and only if it happened.
 * details never holds personal data (what was typed in a search, names, e-mails, numbers).
 */
export const agentActions = pgTable(
  'agent_actions',
  {
    id: primaryId(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Staff are never deleted while their actions are on record. */
    agentUserId: uuid('agent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The role the agent acted in at the time. */
    agentRole: userRole('agent_role').notNull(),
    /** The branch the agent had chosen at the time; null before one was chosen. */
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    /** The customer acted for, when the action names one account. */
    customerUserId: uuid('customer_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: agentAction('action').notNull(),
    /** What the action named: a quote reference, a portfolio code, a branch. */
    subjectReference: text('subject_reference'),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (table) => [
    index('agent_actions_at_idx').on(table.at),
    index('agent_actions_customer_idx').on(table.customerUserId, table.at),
    index('agent_actions_agent_idx').on(table.agentUserId, table.at),
  ],
);

/**
 * The local staff directory's own records (modules/staff-directory): what a sign-on holds between
 * requests (its interactions, the directory's sessions, codes, grants, tokens), by kind and id,
 * until each expires. In the database, so that any of the API's processes carries a sign-on on
 * and a restart keeps it; a bank's directory keeps its own.
 */
export const staffDirectoryRecords = pgTable(
  'staff_directory_records',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** The interaction a session belongs to (the provider finds sessions by it). */
    uid: text('uid'),
    userCode: text('user_code'),
    grantId: text('grant_id'),
    /** Null for records the provider keeps without an end. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.id] }),
    index('staff_directory_records_uid_idx').on(table.uid),
    index('staff_directory_records_grant_idx').on(table.grantId),
    index('staff_directory_records_expires_idx').on(table.expiresAt),
  ],
);

/** A list of known text values for a check constraint: ('a', 'b'). */
const knownValues = (values: readonly string[]) =>
  sql.raw(`(${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')})`);

/** The owner's unique submission key: a claim sent twice is refused by it the second time. */
export const CLAIM_SUBMISSION_KEY = 'claims_owner_submission_unique';
/** The unique claim reference: a reference drawn twice is refused by it, and drawn again. */
export const CLAIM_REFERENCE_KEY = 'claims_reference_unique';

/**
 * Claims made online (issue 44): one row a claim, on one of its owner's policies. The answers the
 * product's form asks beyond the common ones (the other party, the trip) are kept as sent. The
 * owner's submission id makes a repeated request answer the claim it made.
 */
export const claims = pgTable(
  'claims',
  {
    id: primaryId(),
    /** 'CL-' and 8 characters: what the customer and the handler call it. */
    reference: text('reference').notNull(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'restrict' }),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The form's own key for this claim (claimRequestSchema.submission_id). */
    submissionId: uuid('submission_id').notNull(),
    /** One of the product's claim kinds. */
    kind: text('kind').notNull(),
    incidentDate: date('incident_date', { mode: 'string' }).notNull(),
    /** Car and travel; null for home (the insured address). */
    place: text('place'),
    description: text('description').notNull(),
    anyoneHurt: boolean('anyone_hurt').notNull(),
    /** The damaged or lost things, each with its estimate in cents (claimItemSchema). */
    items: jsonb('items').$type<{ description: string; estimate_cents: number }[]>().notNull(),
    estimateCents: integer('estimate_cents').notNull(),
    /** Car: the other party and the Garda report's number; travel: the trip. As sent. */
    otherParty: jsonb('other_party').$type<Record<string, string>>(),
    gardaReportNumber: text('garda_report_number'),
    trip: jsonb('trip').$type<Record<string, string>>(),
    /** received, being_assessed, awaiting_information, approved, settled or declined. */
    stage: text('stage').notNull(),
    /** Approved: what was agreed (less the excess); settled: what was paid. */
    amountCents: integer('amount_cents'),
    /**
     * The excess the policy's terms set for it, from the policy as it stood on the incident date;
     * null where none applies or the terms are not on record.
     */
    excessCents: integer('excess_cents'),
    /** The Consumer Protection Code's clock (docs/claims.md), each YYYY-MM-DD. */
    lastToldOn: date('last_told_on', { mode: 'string' }).notNull(),
    informationCompleteOn: date('information_complete_on', { mode: 'string' }),
    approvedOn: date('approved_on', { mode: 'string' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex(CLAIM_REFERENCE_KEY).on(table.reference),
    check('claims_stage_known', sql`${table.stage} in ${knownValues(CLAIM_STAGES)}`),
    uniqueIndex(CLAIM_SUBMISSION_KEY).on(table.ownerUserId, table.submissionId),
    index('claims_owner_idx').on(table.ownerUserId, table.receivedAt),
    index('claims_policy_idx').on(table.policyId),
  ],
);

/** A claim's timeline: each stage it reached, when, and what the customer was told with it. */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    /** What is asked, the reasons, where the money went; null when the stage says it all. */
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The handler's own id for the action that made it: sent again, it is made once. */
    actionId: uuid('action_id'),
  },
  (table) => [
    index('claim_events_claim_idx').on(table.claimId, table.id),
    uniqueIndex('claim_events_claim_action_unique').on(table.claimId, table.actionId),
    check('claim_events_stage_known', sql`${table.stage} in ${knownValues(CLAIM_STAGES)}`),
  ],
);

/**
 * The messages on a claim's thread, either way (issue 44). The form's own id for each message
 * makes a repeated send keep one.
 */
export const claimMessages = pgTable(
  'claim_messages',
  {
    id: primaryId(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    /** customer or handler. */
    author: text('author').notNull(),
    /** The sender's own id for the message (a customer's form makes one per message). */
    messageId: uuid('message_id').notNull(),
    body: text('body').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('claim_messages_claim_message_unique').on(table.claimId, table.messageId),
    index('claim_messages_claim_idx').on(table.claimId, table.at),
    check(
      'claim_messages_author_known',
      sql`${table.author} in ${knownValues(CLAIM_MESSAGE_AUTHORS)}`,
    ),
  ],
);

/**
 * The photos and documents on a claim (issue 44), each kept in the FileStore under its storage
 * key. The public file id is what its page and its link name; the sender's upload id makes a
 * repeated upload keep one file.
 */
export const claimFiles = pgTable(
  'claim_files',
  {
    id: primaryId(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    /** What the claim's page and the file's address name it by. */
    fileId: uuid('file_id').notNull(),
    /** The sender's own id for the upload (claimFileUploadQuerySchema.upload_id). */
    uploadId: uuid('upload_id').notNull(),
    /** The name it was sent with, as the customer knows it; never part of a path or a key. */
    name: text('name').notNull(),
    /** The type its content showed (a HEIC photo is kept as the JPEG it was turned into). */
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Its key in the FileStore: a UUID of our own. */
    storageKey: text('storage_key').notNull(),
    /** customer or handler. */
    author: text('author').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('claim_files_file_id_unique').on(table.fileId),
    uniqueIndex('claim_files_claim_upload_unique').on(table.claimId, table.uploadId),
    uniqueIndex('claim_files_storage_key_unique').on(table.storageKey),
    index('claim_files_claim_idx').on(table.claimId, table.uploadedAt),
    check(
      'claim_files_media_type_known',
      sql`${table.mediaType} in ${knownValues(Object.keys(CLAIM_FILE_TYPES))}`,
    ),
    check(
      'claim_files_size_allowed',
      sql`${table.sizeBytes} > 0 and ${table.sizeBytes} <= ${sql.raw(String(CLAIM_LIMITS.maxFileBytes))}`,
    ),
    check(
      'claim_files_author_known',
      sql`${table.author} in ${knownValues(CLAIM_MESSAGE_AUTHORS)}`,
    ),
  ],
);

/**
 * A settled claim's payment out (issue 44), one per claim: made by the claim-payout job through
 * the card gateway or the bank under this row's id as its key, so paying again pays once.
 */
export const claimPayouts = pgTable(
  'claim_payouts',
  {
    id: primaryId(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'restrict' }),
    /**
     * The payment that pays for the policy: its card, or its mandate's bank account; none for a
     * claim paid outside the wallet (its policy has neither on record).
     */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    /** card, bank_transfer, or outside (paid by the claims team, recorded with how). */
    route: text('route').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Where it goes as the customer knows it (payoutAccountLabel), never the whole number. */
    toLabel: text('to_label').notNull(),
    /** being_paid, then paid. */
    status: text('status').notNull(),
    /** The gateway's or the bank's reference of the payment out. */
    reference: text('reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('claim_payouts_claim_unique').on(table.claimId),
    check('claim_payouts_route_known', sql`${table.route} in ${knownValues(CLAIM_PAYOUT_ROUTES)}`),
    check(
      'claim_payouts_status_known',
      sql`${table.status} in ${knownValues(CLAIM_PAYOUT_STATUSES)}`,
    ),
    check('claim_payouts_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/**
 * The card sandbox gateway's payouts (credits to a card it charged before), one row per payout
 * key: a payout asked again with its key is made once.
 */
export const cardGatewayPayouts = pgTable('card_gateway_payouts', {
  payoutKey: text('payout_key').primaryKey(),
  token: text('token')
    .notNull()
    .references(() => cardGatewayPayments.token, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  /** 'po_' and random characters: the gateway's reference of the payout. */
  reference: text('reference').notNull(),
  createdAt: createdAt(),
});

/**
 * The bank sandbox's SEPA credit transfers (it would be the bank's own records), one row per
 * transfer key: a transfer asked again with its key is made once.
 */
export const sandboxBankTransfers = pgTable('sandbox_bank_transfers', {
  transferKey: text('transfer_key').primaryKey(),
  iban: text('iban').notNull(),
  bic: text('bic').notNull(),
  accountHolder: text('account_holder').notNull(),
  amountCents: integer('amount_cents').notNull(),
  /** What the payee's statement shows (the claim's reference). */
  remittance: text('remittance').notNull(),
  /** The bank's end-to-end reference of the transfer. */
  reference: text('reference').notNull(),
  createdAt: createdAt(),
});

/**
 * Complaints (issue 45): one row a complaint, its owner's, about a policy, a claim, a payment, our
 * service or something else. The owner's submission id makes a repeated request answer the
 * complaint it made. The Consumer Protection Code's clock counts from receipt and the last update.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: primaryId(),
    /** 'CP-' and 8 characters: what the customer and staff call it. */
    reference: text('reference').notNull(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The form's own key for this complaint (complaintRequestSchema.submission_id). */
    submissionId: uuid('submission_id').notNull(),
    /** policy, claim, payment, service or other. */
    about: text('about').notNull(),
    /** The owner's policy it is about, when one was named. */
    policyId: uuid('policy_id').references(() => policies.id, { onDelete: 'restrict' }),
    /** The owner's claim it is about, when one was named. */
    claimId: uuid('claim_id').references(() => claims.id, { onDelete: 'restrict' }),
    /** What went wrong, and what the customer would like done, in their words. */
    description: text('description').notNull(),
    wanted: text('wanted').notNull(),
    /** received, being_investigated, final_response_given or resolved. */
    status: text('status').notNull(),
    /** The final response's outcome: upheld, partly_upheld or not_upheld. */
    outcome: text('outcome'),
    /** Received and acknowledged at once (on screen and by e-mail, in the same transaction). */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** The day (YYYY-MM-DD, Irish time) of the last update; null before the first. */
    lastUpdateOn: date('last_update_on', { mode: 'string' }),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('complaints_reference_unique').on(table.reference),
    uniqueIndex('complaints_owner_submission_unique').on(table.ownerUserId, table.submissionId),
    index('complaints_owner_idx').on(table.ownerUserId, table.receivedAt),
    index('complaints_status_idx').on(table.status),
    check('complaints_about_known', sql`${table.about} in ${knownValues(COMPLAINT_SUBJECTS)}`),
    check('complaints_status_known', sql`${table.status} in ${knownValues(COMPLAINT_STATUSES)}`),
    check(
      'complaints_outcome_known',
      sql`${table.outcome} is null or ${table.outcome} in ${knownValues(COMPLAINT_OUTCOMES)}`,
    ),
  ],
);

/**
 * A complaint's timeline: its receipt, each update, the final response (with the Ombudsman's
 * paragraph as it was given) or the resolution, each with who and when.
 */
export const complaintEvents = pgTable(
  'complaint_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    complaintId: uuid('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    /** received, update, final_response or resolved. */
    kind: text('kind').notNull(),
    /** The status the complaint was at after it. */
    status: text('status').notNull(),
    /** The update, the final response or the resolution, as the customer reads it. */
    text: text('text'),
    outcome: text('outcome'),
    /** The Ombudsman's paragraph given with a final response. */
    fspo: jsonb('fspo').$type<string[]>(),
    /** Who: the customer for its receipt, the member of staff for the others. */
    byUserId: uuid('by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The staff member's own id for the action that made it: sent again, it is made once. */
    actionId: uuid('action_id'),
  },
  (table) => [
    index('complaint_events_complaint_idx').on(table.complaintId, table.id),
    uniqueIndex('complaint_events_complaint_action_unique').on(table.complaintId, table.actionId),
    check(
      'complaint_events_kind_known',
      sql`${table.kind} in ${knownValues(COMPLAINT_EVENT_KINDS)}`,
    ),
    check(
      'complaint_events_status_known',
      sql`${table.status} in ${knownValues(COMPLAINT_STATUSES)}`,
    ),
  ],
);
