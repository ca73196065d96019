/**
 * The development outbox: the latest e-mails and text messages per recipient, so that a person,
 * or a test, can read a verification or sign-in code in the local product, where the outbox is the
 * only delivery. Registered only when OUTBOX_VIEWER is on (never by default in production).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OUTBOX_LIST_LIMIT,
  outboxListSchema,
  outboxQuerySchema,
  toInternationalMobile,
  type OutboxMessage,
} from '@wallet/domain';
import type { OutboxRow } from '../../adapters/messages/outbox-messages.js';
import { codeInMessage, normaliseEmail } from '../auth/index.js';

/** E-mail addresses are stored lower-case and numbers in international form; so is the filter. */
export function normaliseRecipient(recipient: string): string {
  return recipient.includes('@') ? normaliseEmail(recipient) : toInternationalMobile(recipient);
}

function toOutboxMessage(row: OutboxRow): OutboxMessage {
  const code = codeInMessage(row.body);
  return {
    id: row.id,
    channel: row.channel === 'email' ? 'EMAIL' : 'SMS',
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    ...(code ? { code } : {}),
    created_at: row.createdAt.toISOString(),
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/**
 * A message's text as a mail app shows it: paragraphs that wrap to the screen (a phone's too), its
 * line breaks kept.
 */
const paragraphsOf = (body: string) =>
  body
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');

function outboxPage(messages: OutboxMessage[], recipient: string | undefined): string {
  const rows = messages
    .map(
      (message) => `<tr>
  <td>${escapeHtml(message.created_at.replace('T', ' ').slice(0, 19))}</td>
  <td>${message.channel}</td>
  <td>${escapeHtml(message.recipient)}</td>
  <td><strong>${escapeHtml(message.code ?? '')}</strong></td>
  <td>${escapeHtml(message.subject ?? '')}${paragraphsOf(message.body)}</td>
</tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Message outbox</title></head>
<body>
<main>
<h1>Message outbox</h1>
<p>Emails and text messages the wallet has sent, latest first (development only).</p>
<form method="get">
  <label for="recipient">Email address or mobile number</label>
  <input id="recipient" name="recipient" value="${escapeHtml(recipient ?? '')}">
  <button type="submit">Show messages</button>
</form>
${
  messages.length === 0
    ? '<p>No messages.</p>'
    : `<table>
<caption>Latest ${messages.length} messages</caption>
<thead><tr><th scope="col">Sent (UTC)</th><th scope="col">Channel</th><th scope="col">To</th><th scope="col">Code</th><th scope="col">Message</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}
</main>
</body>
</html>`;
}

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { outbox } = app.repositories;
  const latest = async (recipient: string | undefined) =>
    (
      await outbox.latest(OUTBOX_LIST_LIMIT, recipient ? normaliseRecipient(recipient) : undefined)
    ).map(toOutboxMessage);

  app.get(
    '/dev/messages',
    {
      schema: {
        tags: ['development'],
        summary:
          'Latest e-mails and SMS, optionally for one recipient (development outbox; off in production).',
        querystring: outboxQuerySchema,
        response: { 200: outboxListSchema },
      },
    },
    async (request) => ({ messages: await latest(request.query.recipient) }),
  );

  app.get(
    '/dev/outbox',
    {
      config: { answersPage: true },
      schema: {
        tags: ['development'],
        summary: 'The development outbox as a page a person can read.',
        querystring: outboxQuerySchema,
      },
    },
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send(outboxPage(await latest(request.query.recipient), request.query.recipient)),
  );
};
