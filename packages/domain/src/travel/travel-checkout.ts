import { z } from 'zod';
import { DESTINATION_ZONE_IDS, TRAVEL_QUOTE_NAME_LIST, TRIP_TYPE_IDS } from './travel-constants.js';

/**
 * What the travel quote screen hands to the checkout beside the quote's reference and price (the
 * quote-payment record's details): the premium being bought, which the bind names
 * (selected_premium_id), and what the payment page shows of the trip before Buy.
 */
export const travelCheckoutDetailsSchema = z.object({
  /** The premium_id of the quote the customer proceeded with. */
  premiumId: z.string().min(1).max(60),
  /** SingleTrip or AnnualMultiTrip: the bind's product_selected. */
  quoteName: z.enum(TRAVEL_QUOTE_NAME_LIST),
  tripType: z.union(TRIP_TYPE_IDS.map((id) => z.literal(id))),
  destinationZone: z.union(DESTINATION_ZONE_IDS.map((id) => z.literal(id))),
  /** A single trip's country. */
  destinationCountry: z.string().max(60).optional(),
  /** The last day of cover, YYYY-MM-DD. */
  endDate: z.string(),
  coverDays: z.number().int().min(1),
  /** The extras' ids as quoted. */
  extras: z.array(z.number().int()).max(4),
  /**
   * The extras Your cover offered for the quote (offeredTravelExtras): the summary lists only
   * these. Details kept by an earlier build have none, and list every extra.
   */
  offeredExtras: z.array(z.number().int()).max(4).optional(),
  /** Who is insured: 1 you, 2 you and partner, 3 you and family, 4 you and children. */
  insuredPerson: z.number().int().min(1).max(4),
  numberOfChildren: z.number().int().min(0).max(7),
  /** The statement the customer confirmed on the declaration page. */
  declarationConfirmed: z.literal(true),
});
export type TravelCheckoutDetails = z.infer<typeof travelCheckoutDetailsSchema>;
