import { aboutYouSchema, yourCoverSchema, yourHomeSchema } from '@wallet/domain';

/**
 * The three Get Quotes steps' schemas, the domain's own. This module (and with it the schema
 * library and the phone-number rules) is loaded after the fields are drawn: see lazy-schemas.ts.
 */
export function getQuoteSchemas({ today, resuming }: { today: Date; resuming: boolean }) {
  return {
    aboutYou: aboutYouSchema({ today }),
    yourHome: yourHomeSchema({ today }),
    yourCover: yourCoverSchema({ today, resuming }),
  };
}

export type GetQuoteSchemas = ReturnType<typeof getQuoteSchemas>;
