/**
 * Work that must happen while the customer is still signed in, just before signing out (home.md
 * 4: 'On sign-out the current home quote is saved to the server'). Features register it here so
 * the sign-out call needs to know none of them.
 */
type SignOutTask = () => Promise<unknown>;

const tasks = new Set<SignOutTask>();

/** How long sign-out waits for the tasks: a slow save never keeps a customer signed in. */
export const BEFORE_SIGN_OUT_TIMEOUT_MS = 3000;

export function beforeSignOut(task: SignOutTask): () => void {
  tasks.add(task);
  return () => tasks.delete(task);
}

export async function runBeforeSignOut(timeoutMs = BEFORE_SIGN_OUT_TIMEOUT_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  // A failed task is the feature's own concern; sign-out goes ahead either way.
  await Promise.race([Promise.allSettled([...tasks].map((task) => task())), deadline]);
  clearTimeout(timer);
}
