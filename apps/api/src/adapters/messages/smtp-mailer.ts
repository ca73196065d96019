import nodemailer from 'nodemailer';

/** One e-mail as it leaves: a text part and the same words as HTML. */
export interface Mail {
  /** Stable per outbox row, so a message sent again after a crash is known as the same. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * E-mail through SMTP (nodemailer). Every step of the conversation has a timeout, so a server
 * that stops answering fails the attempt instead of holding the worker.
 */
export function createSmtpMailer(options: {
  url: string;
  from: string;
  timeoutMs: number;
}): Mailer {
  const url = new URL(options.url);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 25)),
    secure: url.protocol === 'smtps:',
    ...(url.username
      ? {
          auth: {
            user: decodeURIComponent(url.username),
            pass: decodeURIComponent(url.password),
          },
        }
      : {}),
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
      });
    },
    close: () => transport.close(),
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A message's words as HTML: each paragraph (text between blank lines) a <p>, its lines kept
 * apart, every link a link. Nothing of the text is read as markup.
 */
export function htmlOf(text: string): string {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => {
      const lines = paragraph
        .split('\n')
        .map((line) =>
          escapeHtml(line).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`),
        );
      return `<p>${lines.join('<br>')}</p>`;
    });
  return `<!doctype html><html lang="en"><body>${paragraphs.join('')}</body></html>`;
}
