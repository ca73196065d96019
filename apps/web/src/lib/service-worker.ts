/** platform.md 2.1 and 8: the service worker is registered; a failure is only logged. */
export async function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  scriptUrl = '/sw.js',
): Promise<void> {
  if (!container) return;
  try {
    await container.register(scriptUrl);
  } catch (error) {
    console.error('Service worker registration failed', error);
  }
}
