/**
 * The call scripts agents read to customers (home.md 2 and 6, car-travel-payment.md 6,
 * platform.md 4.4). The spec names the scripts without giving their words, so the words are ours;
 * every sentence that states what the product does is built from the constant the screens and the
 * server use, and call-scripts.test.ts holds each such sentence against the constant's value.
 */

/** One page of a script: the agent reads its paragraphs, then goes to the next page. */
export type CallScriptPage = { heading: string; paragraphs: readonly string[] };
export type CallScript = { title: string; pages: readonly CallScriptPage[] };

/** Who is speaking: the signed-in agent's first name and the branch they have chosen, if any. */
export type CallScriptSpeaker = { agentName: string; branchName: string | null };

/** The Act the duty of honest answers comes from: its year is part of its name, not a fact. */
export const CONSUMER_INSURANCE_CONTRACTS_ACT = 'Consumer Insurance Contracts Act 2019';

/** The opening sentence, naming the agent and, once chosen, their branch. */
export const introductionOf = ({ agentName, branchName }: CallScriptSpeaker): string =>
  `Good morning / afternoon, my name is ${agentName} and I am calling from the bank’s insurance team${
    branchName ? ` at our ${branchName} branch` : ''
  }.`;

/** A count of working days as said aloud. */
export const workingDays = (days: number) => `${days} working days`;
