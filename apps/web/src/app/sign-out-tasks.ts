import { beforeSignOut } from '../lib/before-sign-out';

/**
 * What the app saves before a customer signs out: the home quote in progress (home.md 4) and the
 * car and travel forms' values (car-travel-payment.md 4). Each saver is fetched only then, so the first
 * page carries none of them.
 */
export function registerSignOutTasks(): () => void {
  const home = beforeSignOut(async () => {
    const { saveHomeJourneyToServer } = await import('../features/home/journey/save-home-journey');
    return saveHomeJourneyToServer();
  });
  const travel = beforeSignOut(async () => {
    const { saveTravelJourneyToServer } =
      await import('../features/travel/journey/save-travel-journey');
    return saveTravelJourneyToServer();
  });
  const car = beforeSignOut(async () => {
    const { saveCarJourneyToServer } = await import('../features/car/journey/save-car-journey');
    return saveCarJourneyToServer();
  });
  return () => {
    home();
    travel();
    car();
  };
}
