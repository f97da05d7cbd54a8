import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appConfigDefaults } from '@scena/shared';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../../test/test-db';
import { writeConfigEntries } from './app-config.repository';
import { APP_CONFIG_CACHE_MS, getAppConfig, updateAppConfig } from './app-config.service';

describe('app config service', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  afterEach(() => vi.useRealTimers());

  it('starts from the defaults and ignores stored values that no longer fit their field', async () => {
    await writeConfigEntries(database.db, { tickets_expiration_time: 5, view_vod: 'yes', festival_title: 'Festiwal', unknown_key: 1 });
    await updateAppConfig({ db: database.db }, {}); // clears the cache
    const config = await getAppConfig({ db: database.db });
    expect(config).toEqual({ ...appConfigDefaults, festival_title: 'Festiwal' });
  });

  it('serves from its cache for a short time, so a change made by another instance shows within the TTL', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ctx = { db: database.db };
    await updateAppConfig(ctx, { maintenance: false });
    expect((await getAppConfig(ctx)).maintenance).toBe(false);
    // Another server instance writes straight to the database.
    await writeConfigEntries(database.db, { maintenance: true });
    expect((await getAppConfig(ctx)).maintenance).toBe(false);
    vi.advanceTimersByTime(APP_CONFIG_CACHE_MS + 1);
    expect((await getAppConfig(ctx)).maintenance).toBe(true);
  });

  it('shows an update to the next read at once, also when a read ran alongside it', async () => {
    const ctx = { db: database.db };
    await updateAppConfig(ctx, { view_slider: true });
    expect((await getAppConfig(ctx)).view_slider).toBe(true);
    await Promise.all([getAppConfig(ctx), updateAppConfig(ctx, { view_slider: false }), getAppConfig(ctx)]);
    expect((await getAppConfig(ctx)).view_slider).toBe(false);
  });
});
