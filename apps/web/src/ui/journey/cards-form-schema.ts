import { z } from 'zod';

/*
 * A get-quote page of cards (car-travel-payment.md 2) is one form, each card checked by its own
 * schema from the domain. A card's rules may read the answers of the others (travel's car hire,
 * by the policyholder's age), so the page's schema checks each card with the whole form in hand.
 * Only the lazily loaded schema modules import this (decision 0008).
 */

type CardShapes = Record<string, z.ZodType>;
type FormsOf<Shapes extends CardShapes> = { [Card in keyof Shapes]: z.input<Shapes[Card]> };
type CardSchemasOf<Shapes extends CardShapes> = (
  forms: FormsOf<Shapes>,
) => Record<keyof Shapes, z.ZodType>;

/** Whether each card's answers pass its schema. */
export function cardValidityOf<Shapes extends CardShapes>(
  cardSchemasOf: CardSchemasOf<Shapes>,
  forms: FormsOf<Shapes>,
): Record<keyof Shapes, boolean> {
  const schemas = cardSchemasOf(forms);
  return Object.fromEntries(
    Object.entries(schemas).map(([card, schema]) => [
      card,
      schema.safeParse(forms[card as keyof Shapes]).success,
    ]),
  ) as Record<keyof Shapes, boolean>;
}

/** The page's schema: the cards' shapes, then each card's rules under its own path. */
export function cardsFormSchema<Shapes extends CardShapes>(
  shapes: Shapes,
  cardSchemasOf: CardSchemasOf<Shapes>,
) {
  return z.object(shapes).superRefine((forms, context) => {
    const cards = forms as FormsOf<Shapes>;
    for (const [card, schema] of Object.entries(cardSchemasOf(cards))) {
      const result = schema.safeParse(cards[card as keyof Shapes]);
      if (result.success) continue;
      for (const issue of result.error.issues) {
        context.addIssue({ code: 'custom', message: issue.message, path: [card, ...issue.path] });
      }
    }
  });
}
