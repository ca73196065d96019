import { beforeSignOut } from '../lib/before-sign-out';

/**
 * What the app saves before a customer signs out. The home journey's saver is fetched only then,
 * so the first page carries none of it.
 */
export function registerSignOutTasks(): () => void {
  return beforeSignOut(async () => {
    const { saveHomeJourneyToServer } = await import('../features/home/journey/save-home-journey');
    return saveHomeJourneyToServer();
  });
}
