/**
 * The scripts an agent reads to the customer in the home journey (home.md 2 and 6). The spec
 * describes them without giving their words, so the words are ours.
 */
import { QUOTE_VALIDITY_DAYS } from '@wallet/domain';
import type { AgentScript, HomeAgentScriptKey } from './home-agent-texts';

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
