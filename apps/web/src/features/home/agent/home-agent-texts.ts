/**
 * Every text of agent mode in the home journey (home.md 2 and 6): the scripts the agent reads to
 * the customer, the About you checks, the advice note and the sign-in check. The spec describes
 * the scripts without giving their words (home.md 2), so the words are ours; the spec's own
 * message ('Email address has not been found') comes from the domain.
 */
import { AGENT_JOURNEY_MESSAGES, QUOTE_VALIDITY_DAYS } from '@wallet/domain';

export type ScriptPage = { heading: string; paragraphs: readonly string[] };
export type AgentScript = { title: string; pages: readonly ScriptPage[] };

/** Which script a page shows; each must be read (every page) before the page's buttons work. */
export type HomeAgentScriptKey = 'aboutYou' | 'terms' | 'viewQuote';

export const SCRIPT_PANEL_TEXT = {
  label: 'Agent script',
  page: (number: number, of: number) => `Page ${number} of ${of}`,
  previous: 'Previous page',
  next: 'Next page',
  finish: 'I have read this script to the customer',
  read: 'Script read to the customer.',
  pending: 'Read every page of the agent script to the customer to continue.',
} as const;

export const HOME_AGENT_SCRIPTS: Record<HomeAgentScriptKey, AgentScript> = {
  aboutYou: {
    title: 'Opening the call',
    pages: [
      {
        heading: 'Introduce yourself',
        paragraphs: [
          'Good morning / afternoon, my name is [your name] and I am calling from the bank’s insurance team at [your branch].',
          'This call is recorded for training and quality purposes.',
          'I will take you through a home insurance quote today. It will take about 15 minutes. Is now a good time to talk?',
        ],
      },
      {
        heading: 'Data protection',
        paragraphs: [
          'The information you give us is used to give you a quote and, if you buy, to arrange and manage your policy. We share it with the insurer and, where needed, with other insurers and industry databases to prevent fraud.',
          'Our data protection notice explains how we use your information and your rights. It is available on our website, or I can send you a copy.',
        ],
      },
      {
        heading: 'Security questions',
        paragraphs: [
          'Before we go on I need to confirm who I am speaking to. Please tell me your date of birth, the address of the property to be insured and your correspondence address.',
          'Tick each answer below as correct or not correct. The date of birth must be correct, and 2 answers must be correct in all, before you can continue.',
        ],
      },
    ],
  },
  terms: {
    title: 'Before you get the quote',
    pages: [
      {
        heading: 'Your duty to answer honestly',
        paragraphs: [
          'Under the Consumer Insurance Contracts Act 2019 you must answer every question I ask honestly and with reasonable care. If you do not, the insurer may refuse or reduce a claim, or cancel your policy.',
          'The questions I ask are specific questions: please tell me if you are unsure of an answer rather than guess.',
        ],
      },
      {
        heading: 'Agreement to the terms',
        paragraphs: [
          'The cover is given on the insurer’s policy terms and conditions, summarised in the Summary of Terms and the Insurance Product Information Document. Do you agree to the quote being given on those terms?',
        ],
      },
      {
        heading: 'Authorisation and security',
        paragraphs: [
          'Please confirm that you are the policyholder, or that you are authorised to speak for the policyholder and to give this information on their behalf.',
          'You have answered the security questions at the start of this call: confirm in About you that data security was completed before you go on.',
        ],
      },
    ],
  },
  viewQuote: {
    title: 'Reading the quote',
    pages: [
      {
        heading: 'The premium',
        paragraphs: [
          'The premium I have quoted is inclusive of the Government levy on non-life insurance. There is nothing further to add to it.',
        ],
      },
      {
        heading: 'Paying by direct debit',
        paragraphs: [
          'You can pay the premium in one go by card, or monthly by direct debit in 12 instalments. There is no charge for paying by direct debit: the 12 instalments add up to the annual premium.',
        ],
      },
      {
        heading: 'How long the quote is valid',
        paragraphs: [
          `This quote is valid for ${QUOTE_VALIDITY_DAYS} days, as long as the details you have given me do not change. If anything changes, let us know and we will quote again.`,
        ],
      },
    ],
  },
};

/** About you's agent checks (home.md 2 'Agent mode extras'). */
export const AGENT_CHECKS_TEXT = {
  legend: 'Agent checks',
  termsConfirmed:
    'The customer has heard the data protection notice and agrees to our terms and conditions',
  dataSecurityLegend: 'Data security',
  dataSecurityHint:
    'Ask the caller for each answer and compare it with our records. The date of birth must be correct, and 2 answers correct in all.',
  questions: {
    date_of_birth: 'Did the caller give the correct date of birth?',
    property_address: 'Did the caller give the correct property address?',
    correspondence_address: 'Did the caller give the correct correspondence address?',
  },
} as const;

/** The search icon on the e-mail field (home.md 2 and 4). */
export const EMAIL_SEARCH_TEXT = {
  button: 'Search for the customer by email address',
  searching: 'Searching for the customer',
  loadedQuote: 'The customer’s latest home quote has been loaded.',
  loadedProfile: 'The customer’s details have been loaded from their profile.',
  notFound: AGENT_JOURNEY_MESSAGES.emailNotFound,
  failed: 'The search could not be completed. Please try again.',
} as const;

/** Your cover (home.md 2): insure for the full rebuild cost. */
export const REBUILD_ADVICE_TEXT = {
  title: 'Advise the customer on the rebuild cost',
  body: 'Tell the customer to insure the home for the full cost of rebuilding it, not its market value. If the sum insured is less than the rebuild cost the home is underinsured, and a claim may be paid only in part.',
} as const;

/** The sign-in check at Proceed (home.md 4 and 6). */
export const SIGN_IN_CHECK_TEXT = {
  checking: 'Checking whether the customer has an account',
  failed: 'The customer’s account could not be checked or created. Please try again.',
} as const;
