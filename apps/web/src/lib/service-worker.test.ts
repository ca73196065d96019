import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';

describe('registerServiceWorker', () => {
  it('registers /sw.js', async () => {
    const register = vi.fn().mockResolvedValue({});
    await registerServiceWorker({ register } as unknown as ServiceWorkerContainer);
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('only logs a failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const register = vi.fn().mockRejectedValue(new Error('blocked'));
    await expect(
      registerServiceWorker({ register } as unknown as ServiceWorkerContainer),
    ).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('Service worker registration failed', expect.any(Error));
  });
});
