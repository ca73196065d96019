import { isoToDisplayDate } from '../dates/calendar-date.js';
import { CUSTOMER_SERVICE_HOURS } from '../platform/contact.js';
import { groupThousands } from '../platform/money.js';
import { CLAIM_FILE_TYPES, CLAIM_LIMITS as L } from './claim-constants.js';

const displayDate = (isoDate: string) => isoToDisplayDate(isoDate) ?? isoDate;
const fileTypeNames = (() => {
  const names = [...new Set(Object.values(CLAIM_FILE_TYPES))];
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
})();
const megabytes = L.maxFileBytes / (1024 * 1024);

/** What the claim form and the claims API say, word for word in both (issue 44). */
export const CLAIM_MESSAGES = {
  kindRequired: 'Choose what happened',
  incidentDateRequired: 'Enter the date it happened',
  incidentDateInvalid: 'Enter the date it happened as a real date, for example 27/03/2026',
  incidentDateInFuture: 'The date it happened cannot be in the future',
  incidentDateBeforeCover: (startDate: string) =>
    `The date it happened must be on or after the day your cover started, ${displayDate(startDate)}`,
  incidentDateAfterCover: (endDate: string) =>
    `The date it happened must be on or before the last day of your cover, ${displayDate(endDate)}`,
  incidentTooLongAgo: (days: number, phoneNumber: string) =>
    `Claims on this cover must be made within ${days} days of what happened. Please call us on ${phoneNumber}, ${CUSTOMER_SERVICE_HOURS}.`,
  placeRequired: 'Enter where it happened',
  placeTooLong: `Where it happened must be ${L.shortTextMaxLength} characters or fewer`,
  descriptionRequired: 'Tell us what happened',
  descriptionTooLong: `What happened must be ${L.descriptionMaxLength} characters or fewer`,
  anyoneHurtRequired: 'Tell us whether anyone was hurt',
  itemsRequired: 'Add at least one thing that was damaged or lost',
  tooManyItems: `You can list up to ${L.maxItems} things on one claim`,
  itemDescriptionRequired: 'Enter what was damaged or lost',
  itemDescriptionTooLong: `What was damaged or lost must be ${L.itemDescriptionMaxLength} characters or fewer`,
  itemEstimateRequired: 'Enter what it would cost to repair or replace, in euro',
  itemEstimateInvalid: 'Enter the cost in whole euro, for example 450',
  itemEstimateTooHigh: `The cost of one thing must be €${groupThousands(String(L.itemEstimateMaxEuro))} or less`,
  textTooLong: `This must be ${L.shortTextMaxLength} characters or fewer`,
  tripDestinationRequired: 'Enter where you travelled to',
  tripDepartureRequired: 'Enter the day you left',
  tripDateInvalid: 'Enter the date as a real date, for example 27/03/2026',
  tripReturnBeforeDeparture: 'The day you came back must be on or after the day you left',
  policyNotClaimable: (phoneNumber: string) =>
    `This policy ended more than a year ago, so a claim on it cannot be made online. Please call us on ${phoneNumber}, ${CUSTOMER_SERVICE_HOURS}.`,
  policyNotStarted: 'This policy has not started yet, so there is nothing to claim for',
  policyNotFound: 'No policy of yours was found with this number.',
  notAsked: 'This is not asked for this cover',
  notOnline: (phoneNumber: string) =>
    `Claims on this policy are made by phone. Please call us on ${phoneNumber}, ${CUSTOMER_SERVICE_HOURS}.`,
  claimNotFound: 'No claim of yours was found with this reference.',
  submissionReused:
    'This claim was sent already with different answers. Please check Your claims before sending it again.',
  messageReused:
    'This message was sent already with different words. Please reload the claim before sending it again.',
  claimClosed: (phoneNumber: string) =>
    `This claim is closed, so messages can no longer be sent on it. Please call us on ${phoneNumber}, ${CUSTOMER_SERVICE_HOURS}.`,
  kindUnknown: 'Choose what happened from the list',
  tooManyFiles: `You can send up to ${L.maxFiles} photos and documents with one claim`,
  fileTooLarge: (name: string) => `${name} is larger than ${megabytes} MB`,
  fileEmpty: (name: string) => `${name} is empty`,
  fileWrongType: (name: string) => `${name} is not a ${fileTypeNames} file`,
  fileRequired: 'Choose a photo or document to send',
  photoTooManyPixels: (name: string) =>
    `${name} is a bigger picture than we can take. Please send it at a smaller size.`,
  fileClaimClosed: (phoneNumber: string) =>
    `This claim is closed, so files can no longer be sent on it. Please call us on ${phoneNumber}, ${CUSTOMER_SERVICE_HOURS}.`,
  fileNotFound: 'No file of yours was found on this claim.',
  messageRequired: 'Enter your message',
  messageTooLong: `Your message must be ${L.messageMaxLength} characters or fewer`,
} as const;

/** Who to call first when someone is hurt, before anything else on the claim. */
export const EMERGENCY_NUMBERS = {
  label: 'Emergency services',
  phoneNumber: '112 or 999',
} as const;
