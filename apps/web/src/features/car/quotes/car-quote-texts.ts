import {
  CAR_EXTRA_BENEFITS,
  CAR_LIMITS,
  CUSTOMER_SERVICE_HOURS,
  formatWholeEuro,
  type CarExtra,
} from '@wallet/domain';

const euro = (amount: number) => formatWholeEuro(amount * 100);
const { personalProtectionPlus, additionalBenefitsPlus, ncdProtection } = CAR_EXTRA_BENEFITS;

/**
 * The car quote screens' own words (car-travel-payment.md 2 and 9), word for word where the spec
 * gives them ('Your Quotes', 'More info', 'for' and the cover name, 'Before You Proceed'); the
 * rest are ours.
 */
export const CAR_QUOTE_TEXTS = {
  processing: 'Please wait, we are processing your quote for you',
  // car-travel-payment.md 2 'Generic error page': car shows the acceptance-criteria message.
  error: {
    title: 'Thank you for providing your details',
    cannotQuote: 'Unfortunately we are unable to provide you with a car insurance quote online.',
    quoteReference: (reference: string) => `Your quote reference is ${reference}.`,
    callUs: 'Call us',
    linesOpen: `Our lines are open ${CUSTOMER_SERVICE_HOURS}.`,
  },
  quotes: {
    title: 'Your Quotes',
    lead: 'Car insurance from RSA, in two levels of cover. Choose one to see what it includes.',
    totalAmount: 'Total amount',
    perYear: 'a year',
    coverType: (label: string) => `${label} cover`,
    moreInfo: 'More info',
    moreInfoAbout: (level: string) => `More info about ${level}`,
    yourChoice: 'Your choice',
    notOffered: 'Not offered',
  },
  viewQuote: {
    title: 'Your Quote',
    subheading: (coverName: string) => `for ${coverName}`,
    features: 'What is covered',
    readMore: 'Read more',
    readLess: 'Read less',
    annualPremium: 'Annual premium',
    priceOutOfDate: 'Recalculate to see the price of your changes',
    yourChoices: 'Your cover',
    coverType: 'Cover type',
    extras: 'Extras',
    noExtras: 'Extras are offered with comprehensive cover only.',
    /** The price the extra adds at this level, before the levy, as the premium details list it. */
    extraPrice: (price: string) => `${price} a year, before the government levy`,
    extraPriceAfterRecalculate: 'Recalculate to see its price with this cover type.',
    premiumDetails: 'Premium details',
    payingInOne: 'Paying in one payment',
    payingByInstalment: 'Paying by instalment',
    item: 'Item',
    amount: 'Amount',
    premiumBeforeDiscounts: 'Premium before discounts',
    noClaimsDiscount: 'No claims discount',
    afterNoClaimsDiscount: 'After no claims discount',
    bankDiscount: (percentage: number) => `Bank customer discount (${percentage}%)`,
    afterBankDiscount: 'After bank customer discount',
    governmentLevy: 'Government levy',
    singlePayment: 'Single payment',
    cardDeposit: 'Deposit by card',
    directDebit: 'Each monthly direct debit',
    instalmentCharge: 'Charge for paying by instalment',
    totalByInstalment: 'Total if paid by instalment',
    instalmentsInWords: 'Paying monthly',
    beforeYouProceedTitle: 'Before You Proceed',
    eligibility:
      'You are responsible for confirming that you, every driver named and the car meet the eligibility requirements of this policy.',
    validToday: (date: string) =>
      `Car quotes are valid today only: this quote is valid on ${date}.`,
    back: 'Back to your quotes',
    recalculate: 'Recalculate',
    recalculating: 'Recalculating your quote',
    proceed: 'Proceed',
  },
  /** car-travel-payment.md 9: what each extra adds, from the domain's figures. */
  extraBenefits: {
    personalProtectionPlus: `Injury cover for you with a maximum benefit of ${euro(personalProtectionPlus.maximumBenefitEuro)}.`,
    ncdProtection: `A claim does not reduce your no claims discount. Without it, each claim reduces it by ${ncdProtection.stepBackYearsPerClaim} years.`,
    additionalBenefitsPlus: `Raises the courtesy car from ${euro(additionalBenefitsPlus.courtesyCarEuro.from)} to ${euro(additionalBenefitsPlus.courtesyCarEuro.to)}, personal belongings from ${euro(additionalBenefitsPlus.personalBelongingsEuro.from)} to ${euro(additionalBenefitsPlus.personalBelongingsEuro.to)} and replacement locks from ${euro(additionalBenefitsPlus.replacementLocksEuro.from)} to ${euro(additionalBenefitsPlus.replacementLocksEuro.to)}; covers sat navs and game consoles up to ${euro(additionalBenefitsPlus.satNavAndGameConsolesEuro)}; and pre-accident value enhancement of ${euro(additionalBenefitsPlus.preAccidentValueEnhancementEuro)} for cars up to ${CAR_LIMITS.preAccidentValueEnhancementMaxCarAge} years old.`,
  } satisfies Record<CarExtra, string>,
} as const;
