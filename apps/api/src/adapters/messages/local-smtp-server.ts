import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An e-mail as the stand-in received it, parsed. */
export type ReceivedMail = ParsedMail;

/**
 * The local stand-in for the mail service (issue 45): an SMTP server on this machine that takes
 * every message, as a real one would, and keeps what it received for the development viewer and
 * the tests. It asks for no sign-in and logs nothing of what it receives.
 */
export async function startLocalSmtpServer(
  options: {
    host?: string;
    port?: number;
    /** The latest messages kept; all by default. */ keep?: number;
  } = {},
): Promise<{ url: string; received: ReceivedMail[]; close: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          if (options.keep !== undefined && received.length > options.keep) received.shift();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `smtp://${host}:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
