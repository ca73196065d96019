import { WORDS } from '@wallet/domain';

/** The agent's documents page (issue 41): the documents by name, and the email that sends them. */
export const AGENT_DOCUMENTS_TEXTS = {
  title: 'Policy documents',
  loading: 'Loading the policy’s documents',
  customerTitle: 'The customer',
  customerName: 'Customer',
  customerEmail: WORDS.emailAddress,
  documentsTitle: 'The policy’s documents',
  documentsLead:
    'Only the customer opens their documents, when signed in to the wallet. You can send them to the customer by email: the email names each document and links to them.',
  noDocuments:
    'The policy’s documents are not ready yet. The customer gets them by email when they are: please look again in a minute.',
  send: `Send the documents to the customer by ${WORDS.email}`,
  sending: 'Sending',
  sent: (count: number, email: string) =>
    `${count === 1 ? 'The document was' : `The ${count} documents were`} sent by ${WORDS.email} to ${email}.`,
  sendFailed: 'The documents could not be sent. Please try again.',
  notFound:
    'This policy was not bought through an agent, or does not exist: agents see only the documents of policies they took the payment for.',
} as const;
