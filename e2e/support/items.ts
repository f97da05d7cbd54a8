import type { Page } from '@playwright/test';
import type { Api } from './api';

/**
 * Set-up of catalogue items for the viewer journeys, over the API as the demo admin. Slugs are
 * unique per call so journeys never meet each other's items.
 */
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export interface CreatedItem {
  id: number;
  slug: string;
  title: string;
}

export const createVideo = async (
  api: Api,
  admin: string,
  fields: Record<string, unknown> = {},
): Promise<CreatedItem> => {
  const slug = unique('wideo');
  const { status, body } = await api.call<{ video: CreatedItem }>(
    'POST',
    '/api/videos',
    { title: `Spektakl ${slug}`, slug, video_link: '76979871', video_price: 0, visible: 1, ...fields },
    admin,
  );
  if (status !== 200) throw new Error(`POST /api/videos: HTTP ${status} ${JSON.stringify(body)}`);
  return body.video;
};

export const createEvent = async (
  api: Api,
  admin: string,
  fields: Record<string, unknown>,
): Promise<CreatedItem> => {
  const slug = unique('wydarzenie');
  const { status, body } = await api.call<{ event: CreatedItem }>(
    'POST',
    '/api/events',
    { title: `Wydarzenie ${slug}`, slug, event_price: 0, ...fields },
    admin,
  );
  if (status !== 200) throw new Error(`POST /api/events: HTTP ${status} ${JSON.stringify(body)}`);
  return body.event;
};

/**
 * The hosting player's frames come from player.vimeo.com, which the test machine cannot reach;
 * each is answered with an empty page so the journey (and axe) see a loaded frame. What the page
 * asks the player for (id, version, subtitles) is checked on the frame's address.
 */
export const stubHostedPlayer = async (page: Page): Promise<void> => {
  await page.route('https://player.vimeo.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="pl"><head><title>Odtwarzacz</title></head><body></body></html>',
    }),
  );
};

/** 'YYYY-MM-DD' and 'HH:mm' of an instant in Warsaw (event dates and times are Warsaw wall-clock). */
export const warsawDayAndTime = (instant: Date): { day: string; time: string } => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Warsaw',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
};
