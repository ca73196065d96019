/**
 * What the logs keep of an error. A failed query carries its parameters (names, phone numbers,
 * addresses, saved quotes) in its message, its stack and its fields, and the database's own
 * error may repeat a value in its detail ("Key (email)=(...)"); none of that may reach a log.
 * Kept: the error's kind, the statement with its placeholders, and the database's code,
 * constraint, table and column, which are identifiers enough to find the fault.
 */

/** Everything after this in a message is the query's values. */
const PARAMETERS_MARK = /\nparams:[\s\S]*$/;

interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
}

export interface LoggableError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: LoggableError;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function withoutParameters(message: string): string {
  return message.replace(PARAMETERS_MARK, '');
}

/** A driver error's own message may quote a value ("invalid input syntax ...: \"<value>\""). */
function isDatabaseError(error: DatabaseErrorFields): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);
}

export function loggableError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error)) {
    const message = 'A non-error was thrown.';
    return { type: typeof error, message, stack: message };
  }
  const fields = error as Error & DatabaseErrorFields;
  const database = isDatabaseError(fields);
  const message = database
    ? `Database error ${String(fields.code)}`
    : withoutParameters(error.message);
  const stackFrames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line)) ?? [];
  const loggable: LoggableError = {
    type: error.name,
    message,
    stack: [message, ...stackFrames].join('\n'),
  };
  const code = text(fields.code);
  if (code) loggable.code = code;
  for (const key of ['constraint', 'table', 'column'] as const) {
    const value = text(fields[key]);
    if (value) loggable[key] = value;
  }
  if (error.cause !== undefined && depth < 3)
    loggable.cause = loggableError(error.cause, depth + 1);
  return loggable;
}
