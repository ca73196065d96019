/**
 * `work`, or the error `timedOut` makes once `ms` have passed without an answer: a call to another
 * service (a card gateway, a bank) never holds a request or a job longer than its limit.
 */
export async function withinTime<T>(
  work: Promise<T>,
  ms: number,
  timedOut: () => Error,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(timedOut()), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
