import { aboutYouSchema, yourCoverSchema, yourHomeSchema } from '@wallet/domain';

/**
 * The three Get Quotes steps' schemas, the domain's own. This module (and with it the schema
 * library and the phone-number rules) is loaded after the fields are drawn: see lazy-schemas.ts.
 */
export function getQuoteSchemas({
  today,
  resuming,
  unknownStaffNumbers = [],
}: {
  today: Date;
  resuming: boolean;
  /** Staff numbers the server found unknown (the journey keeps them). */
  unknownStaffNumbers?: readonly string[];
}) {
  return {
    aboutYou: aboutYouSchema({ today, unknownStaffNumbers }),
    yourHome: yourHomeSchema({ today }),
    yourCover: yourCoverSchema({ today, resuming }),
  };
}

export type GetQuoteSchemas = ReturnType<typeof getQuoteSchemas>;
