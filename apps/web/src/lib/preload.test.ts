import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloaded } from './preload';

afterEach(() => {
  delete window.__scenaPreload;
});

describe('preloaded (answers /preload.js (app/preload) fetched before the app started)', () => {
  it('takes the early answer once, then reads as usual', async () => {
    window.__scenaPreload = { '/api/appconfig': Promise.resolve({ early: true }) };
    const load = vi.fn(async () => ({ early: false }));
    await expect(preloaded('/api/appconfig', load)).resolves.toEqual({ early: true });
    expect(load).not.toHaveBeenCalled();
    await expect(preloaded('/api/appconfig', load)).resolves.toEqual({ early: false });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads itself when the early read failed or was never started', async () => {
    window.__scenaPreload = { '/external_api/slides': Promise.resolve(null) };
    const load = vi.fn(async () => 'fresh');
    await expect(preloaded('/external_api/slides', load)).resolves.toBe('fresh');
    await expect(preloaded('/external_api/events', load)).resolves.toBe('fresh');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
