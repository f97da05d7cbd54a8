import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appConfigDefaults } from '@scena/shared';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../../test/test-db';
import { createLocalStorage } from '../../adapters/storage';
import { appConfigRepository } from './app-config.repository';
import { APP_CONFIG_FRESH_MS, createAppConfigService, type AppConfigService } from './app-config.service';

describe('app config service', () => {
  let database: Database;
  let service: AppConfigService;
  beforeAll(async () => {
    database = await createTestDatabase();
    service = createAppConfigService({
      db: database.db,
      storage: createLocalStorage(join(tmpdir(), 'scena-unused-uploads')),
    });
  });
  afterAll(() => database.close());
  afterEach(() => vi.useRealTimers());

  it('starts from the defaults and ignores stored values that no longer fit their field', async () => {
    await appConfigRepository.write(database.db, {
      tickets_expiration_time: 5,
      view_vod: 'yes',
      festival_title: 'Festiwal',
      unknown_key: 1,
    });
    await service.update({}); // clears the cache
    const config = await service.get();
    expect(config).toEqual({ ...appConfigDefaults, festival_title: 'Festiwal' });
  });

  it('serves from its cache for a moment, then sees a change made by another instance through the data version', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await service.update({ maintenance: false });
    expect((await service.get()).maintenance).toBe(false);
    // Another server instance writes straight to the database.
    await appConfigRepository.write(database.db, { maintenance: true });
    expect((await service.get()).maintenance).toBe(false);
    vi.advanceTimersByTime(APP_CONFIG_FRESH_MS + 1);
    expect((await service.get()).maintenance).toBe(true);
    // Unchanged data: the version check keeps the copy (no reload needed to stay correct).
    vi.advanceTimersByTime(APP_CONFIG_FRESH_MS + 1);
    expect((await service.get()).maintenance).toBe(true);
  });

  it('shows an update to the next read at once, also when a read ran alongside it', async () => {
    await service.update({ view_slider: true });
    expect((await service.get()).view_slider).toBe(true);
    await Promise.all([service.get(), service.update({ view_slider: false }), service.get()]);
    expect((await service.get()).view_slider).toBe(false);
  });
});
