import { FileStoreTimeout } from './file-store-port.js';

/** Whether `error` is the abort of a timeout's signal, however a library wrapped it. */
export const isAbort = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'AbortError' ||
    error.name === 'TimeoutError' ||
    (error as { code?: string }).code === 'ABORT_ERR');

/** `work` given a signal that aborts after `timeoutMs`; its abort is a FileStoreTimeout. */
export async function withTimeout<T>(
  operation: string,
  timeoutMs: number,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new FileStoreTimeout(operation, timeoutMs)),
    timeoutMs,
  );
  try {
    return await work(controller.signal);
  } catch (error) {
    if (controller.signal.aborted && isAbort(error)) throw controller.signal.reason as Error;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
