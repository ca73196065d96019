import {
  choiceOfConsent,
  consentOfChoice,
  MARKETING_CONSENT_DEFAULTS,
  MARKETING_HISTORY_SHOWN,
  sameChoice,
  type MarketingChoice,
  type MarketingChoiceSource,
  type MarketingConsent,
  type PolicyType,
} from '@wallet/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { marketingConsentChanges, marketingConsents } from '../../db/schema.js';

type Executor = Pick<Database, 'insert'>;
type ConsentRow = typeof marketingConsents.$inferSelect;
type ChangeRow = typeof marketingConsentChanges.$inferSelect;

/** A consent row's choices (a channel counts only while its consent is on). */
const choiceOfRow = (row: ConsentRow): MarketingChoice =>
  choiceOfConsent({ ...MARKETING_CONSENT_DEFAULTS, ...row } as MarketingConsent);

const choiceOfChange = (row: ChangeRow): MarketingChoice => ({
  email: row.email,
  phone: row.phone,
  text: row.text,
  post: row.post,
  analyse_transactions: row.analyzeTransaction,
});

const changeColumnsOf = (choice: MarketingChoice) => ({
  email: choice.email,
  phone: choice.phone,
  text: choice.text,
  post: choice.post,
  analyzeTransaction: choice.analyse_transactions,
});

/**
 * Writes the record of a giving or change of a product's choices (GDPR art. 7(1)): called in the
 * transaction that makes the choice, a purchase's bind or a change in Your account.
 */
export async function recordMarketingChoice(
  executor: Executor,
  userId: string,
  policyType: PolicyType,
  consent: Partial<MarketingConsent>,
  source: MarketingChoiceSource,
): Promise<void> {
  const choice = choiceOfConsent({ ...MARKETING_CONSENT_DEFAULTS, ...consent });
  await executor
    .insert(marketingConsentChanges)
    .values({ ...changeColumnsOf(choice), userId, policyType, source });
}

export interface ProductChoice {
  policyType: PolicyType;
  choice: MarketingChoice;
  changedAt: Date;
}
export interface ChoiceChange extends ProductChoice {
  source: MarketingChoiceSource;
}

export function createMarketingChoicesRepository(db: Database) {
  return {
    /** The customer's choices for each product they have bought, and their latest changes. */
    async read(userId: string): Promise<{ products: ProductChoice[]; changes: ChoiceChange[] }> {
      const [rows, changes] = await Promise.all([
        db
          .select()
          .from(marketingConsents)
          .where(eq(marketingConsents.userId, userId))
          .orderBy(asc(marketingConsents.policyType)),
        db
          .select()
          .from(marketingConsentChanges)
          .where(eq(marketingConsentChanges.userId, userId))
          .orderBy(desc(marketingConsentChanges.changedAt), desc(marketingConsentChanges.id))
          .limit(MARKETING_HISTORY_SHOWN),
      ]);
      return {
        products: rows.map((row) => ({
          policyType: row.policyType,
          choice: choiceOfRow(row),
          changedAt: row.updatedAt,
        })),
        changes: changes.map((row) => ({
          policyType: row.policyType,
          choice: choiceOfChange(row),
          changedAt: row.changedAt,
          source: row.source,
        })),
      };
    },

    /**
     * The choices a purchase gave, recorded at its time, unless the product has choices already
     * (the demo's purchases, which are seeded without a bind).
     */
    async giveIfAbsent(
      userId: string,
      policyType: PolicyType,
      consent: MarketingConsent,
      at: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const given = await tx
          .insert(marketingConsents)
          .values({ ...consent, userId, policyType, createdAt: at, updatedAt: at })
          .onConflictDoNothing()
          .returning({ id: marketingConsents.id });
        if (given.length === 0) return;
        const choice = choiceOfConsent(consent);
        await tx.insert(marketingConsentChanges).values({
          ...changeColumnsOf(choice),
          userId,
          policyType,
          source: 'purchase',
          changedAt: at,
        });
      });
    },

    /**
     * Sets a product's choices in one transaction, under the lock of its consent row: the same
     * choices again change nothing and record nothing, so a repeated or raced save is one change.
     * False when the customer has no choices for the product (they are given at a purchase).
     */
    async change(
      userId: string,
      policyType: PolicyType,
      choice: MarketingChoice,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(marketingConsents)
          .where(
            and(eq(marketingConsents.userId, userId), eq(marketingConsents.policyType, policyType)),
          )
          .for('update');
        if (!row) return false;
        if (sameChoice(choiceOfRow(row), choice)) return true;
        const consent = consentOfChoice(choice);
        await tx
          .update(marketingConsents)
          .set({ ...consent, updatedAt: new Date() })
          .where(eq(marketingConsents.id, row.id));
        await recordMarketingChoice(tx, userId, policyType, consent, 'account');
        return true;
      });
    },
  };
}

export type MarketingChoicesRepository = ReturnType<typeof createMarketingChoicesRepository>;
