import { startHtmlChecker } from './html-checker';

/** Before every journey: the HTML checker that `scan` sends each page to. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startHtmlChecker();
}
