import { SPECIFIED_ITEM_MIN_VALUE_EUR, formatWholeEuro } from '@wallet/domain';

/** What home's change form says (issue 43); the quote form's words for the same fields. */
export const HOME_CHANGE_TEXTS = {
  buildingsLabel: 'Buildings sum insured (€)',
  buildingsHint: 'What it would cost to rebuild your home, in whole euro',
  contentsLabel: 'Contents sum insured (€)',
  contentsHint: 'What it would cost to replace everything in your home, in whole euro',
  itemsTitle: 'Specified items',
  noItems: 'You have no specified items.',
  itemTitle: (position: number) => `Item ${position}`,
  itemTypeLabel: 'Item type',
  itemTypePlaceholder: 'Select an item type',
  itemValueLabel: 'Item value (€)',
  itemValueHint: `At least ${formatWholeEuro(SPECIFIED_ITEM_MIN_VALUE_EUR * 100)}.`,
  itemDescriptionLabel: 'Item description',
  itemDescriptionHint: 'Give the make, model and any serial number or distinguishing details.',
  addItem: 'Add an item',
  removeItem: (position: number) => `Remove item ${position}`,
  extrasTitle: 'Extras',
  accidentalDamage: 'Contents accidental damage',
  homeEmergency: 'Home emergency assistance',
  lettersTitle: 'Correspondence address',
  lettersHint: 'Changing where we write to you does not change your price.',
  lettersQuestion: 'Where should we send your letters?',
  lettersToInsured: 'To the insured address',
  lettersToOther: 'To another address',
} as const;
