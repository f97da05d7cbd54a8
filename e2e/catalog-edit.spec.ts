import type {
  CatalogEvent,
  CatalogEventCard,
  CatalogVideoCard,
  Category,
  Gallery,
  Slide,
  Video,
} from '@scena/shared';
import {
  chooseOption,
  deleteRow,
  expectToast,
  guestGet,
  openAdminSection,
  signInAsAdmin,
  uniqueSuffix,
  whileSaving,
} from './support/admin';
import { CatalogAdminApi, warsawDay } from './support/catalog';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** The demo season has many events: the admin narrows the list to one video's events. */
const showEventsOf = async (page: Page, videoTitle: string) => {
  const main = page.getByRole('main');
  await chooseOption(page, main.getByRole('combobox', { name: 'Wideo' }), videoTitle);
  await whileSaving(page, 'GET', '/api/admin/events', () =>
    main.getByRole('button', { name: 'Szukaj' }).click(),
  );
};

/**
 * Spec 2 §2.1, §2.5, §2.7 to §2.9: what the admin changes in the panel shows in the lists and the
 * public API at once; what the admin deletes (after confirming) is gone from both. The items are
 * created over the API first: creating through the panel is catalog.spec.ts's journey.
 */
test('an admin edits a video, an event, a category and a slide, then deletes them and a gallery', async ({
  page,
  mailbox,
  request,
}) => {
  // About twice its time beside another worker on two cores (1.7 min in a clean-clone CI on 2026-11-29).
  test.setTimeout(210_000);
  const run = uniqueSuffix();
  await signInAsAdmin(page, mailbox);
  const admin = await CatalogAdminApi.of(page);
  const video = await admin.createVideo({
    title: `Mewa ${run}`,
    slug: `mewa-${run}`,
    video_price: '15',
    teaser_link: 'https://vimeo.com/1',
  });
  const day = warsawDay(12);
  const event = await admin.createEvent({
    video_id: video.id,
    title: `Mewa na żywo ${run}`,
    slug: `mewa-live-${run}`,
    date_from: day.iso,
    date_to: day.iso,
  });
  const slide = await admin.createSlide({ title: `Slajd ${run}`, text: 'Tekst slajdu do edycji.' });
  const category = await admin.createCategory(`Dramat ${run}`);
  const gallery = await admin.createGallery(`Zdjęcia ${run}`);
  const renamed = {
    video: `Mewa – wersja reżyserska ${run}`,
    event: `Mewa – premiera ${run}`,
    category: `Dramat współczesny ${run}`,
    slide: `Slajd poprawiony ${run}`,
  };

  // Video: a new title and price, seen on its card and in the API.
  await openAdminSection(page, 'videos');
  await page.getByRole('button', { name: `Edytuj: ${video.title}`, exact: true }).click();
  const videoDrawer = page.getByRole('dialog', { name: 'Edycja wideo' });
  await expect(videoDrawer.getByLabel('Tytuł', { exact: true })).toHaveValue(video.title);
  await expect(videoDrawer.getByLabel('Wideo', { exact: true })).toHaveValue('https://vimeo.com/76979871');
  await expect(videoDrawer.getByRole('img', { name: 'Zdjęcie główne' })).toBeVisible();
  await videoDrawer.getByLabel('Tytuł', { exact: true }).fill(renamed.video);
  await videoDrawer.getByLabel('Cena (zł)', { exact: true }).fill('19,50');
  await whileSaving(page, 'PUT', `/api/videos/${video.id}`, () =>
    videoDrawer.getByRole('button', { name: 'Zapisz' }).click(),
  );
  await expectToast(page, 'Zaktualizowano zmiany');
  await expect(videoDrawer).toBeHidden();
  const card = page.locator('.ant-card').filter({ has: page.getByText(renamed.video, { exact: true }) });
  await expect(card.getByText('19,50 zł')).toBeVisible();
  await expect(page.getByText(video.title, { exact: true })).toHaveCount(0);
  const editedVideo = (await guestGet<{ video: Video }>(request, `/api/videos/${video.slug}`)).body.video;
  expect(editedVideo).toMatchObject({
    id: video.id,
    title: renamed.video,
    video_price: 19.5,
    teaser_link: 'https://vimeo.com/1',
  });
  expect(editedVideo.image_link).toBe(video.image_link);
  expect(editedVideo).not.toHaveProperty('video_link');

  // Event: a new title and price.
  await openAdminSection(page, 'events');
  await showEventsOf(page, renamed.video);
  await page.getByRole('button', { name: `Edytuj: ${event.title}`, exact: true }).click();
  const eventDrawer = page.getByRole('dialog', { name: 'Edycja wydarzenia' });
  await expect(eventDrawer.getByLabel('Data od', { exact: true })).toHaveValue(day.typed);
  await eventDrawer.getByLabel('Tytuł', { exact: true }).fill(renamed.event);
  await eventDrawer.getByLabel('Cena (zł)', { exact: true }).fill('42,50');
  await whileSaving(page, 'PUT', `/api/events/${event.id}`, () =>
    eventDrawer.getByRole('button', { name: 'Zapisz' }).click(),
  );
  await expectToast(page, 'Zaktualizowano zmiany');
  await expect(eventDrawer).toBeHidden();
  const eventRow = page.getByRole('row').filter({ hasText: renamed.event });
  await expect(eventRow.getByText('42,50 zł')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: event.title })).toHaveCount(0);
  const editedEvent = (await guestGet<{ event: CatalogEvent }>(request, `/api/events/${event.slug}`)).body
    .event;
  expect(editedEvent).toMatchObject({
    id: event.id,
    title: renamed.event,
    event_price: 42.5,
    date_from: day.iso,
    time_from: '18:00',
  });
  const listedEvents = (await guestGet<{ events: CatalogEventCard[] }>(request, '/external_api/events')).body
    .events;
  expect(listedEvents.find((e) => e.id === event.id)?.title).toBe(renamed.event);

  // Category: renamed in place.
  await openAdminSection(page, 'categories');
  await page.getByRole('button', { name: `Edytuj: ${category.name}`, exact: true }).click();
  await page.getByRole('textbox', { name: 'Nazwa' }).fill(renamed.category);
  await whileSaving(page, 'PUT', `/api/categories/${category.id}`, () =>
    page.getByRole('button', { name: 'Zapisz', exact: true }).click(),
  );
  await expectToast(page, 'Zaktualizowano zmiany');
  await expect(page.getByRole('cell', { name: renamed.category, exact: true })).toBeVisible();
  const categories = (await guestGet<{ categories: Category[] }>(request, '/api/categories')).body.categories;
  expect(categories.find((c) => c.id === category.id)?.name).toBe(renamed.category);

  // Slide: a new title.
  await openAdminSection(page, 'slider_settings');
  await page.getByRole('button', { name: `Edytuj: ${slide.title}`, exact: true }).click();
  const slideDrawer = page.getByRole('dialog', { name: 'Edycja slajdu' });
  await slideDrawer.getByLabel('Tytuł', { exact: true }).fill(renamed.slide);
  await whileSaving(page, 'PUT', `/api/slides/${slide.id}`, () =>
    slideDrawer.getByRole('button', { name: 'Zapisz' }).click(),
  );
  await expectToast(page, 'Zaktualizowano zmiany');
  await expect(slideDrawer).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: renamed.slide })).toBeVisible();
  const slides = (await guestGet<{ slides: Slide[] }>(request, '/external_api/slides')).body.slides;
  expect(slides.find((s) => s.id === slide.id)).toMatchObject({
    title: renamed.slide,
    bg_image: slide.bg_image,
  });

  // Deleting asks first: 'Nie' keeps the slide, 'Tak' removes it.
  await page.getByRole('button', { name: `Usuń: ${renamed.slide}`, exact: true }).click();
  await page.getByRole('button', { name: 'Nie', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: renamed.slide })).toBeVisible();
  await whileSaving(page, 'DELETE', `/api/slides/${slide.id}`, () => deleteRow(page, renamed.slide));
  await expectToast(page, 'Usunięto slajd.');
  await expect(page.getByRole('row').filter({ hasText: renamed.slide })).toHaveCount(0);
  const slidesAfter = (await guestGet<{ slides: Slide[] }>(request, '/external_api/slides')).body.slides;
  expect(slidesAfter.map((s) => s.id)).not.toContain(slide.id);

  // The event, then its video.
  await openAdminSection(page, 'events');
  await showEventsOf(page, renamed.video);
  await whileSaving(page, 'DELETE', `/api/events/${event.id}`, () => deleteRow(page, renamed.event));
  await expectToast(page, 'Usunięto wydarzenie.');
  await expect(page.getByRole('row').filter({ hasText: renamed.event })).toHaveCount(0);
  expect((await guestGet(request, `/api/events/${event.slug}`)).status).toBe(404);
  const eventsAfter = (await guestGet<{ events: CatalogEventCard[] }>(request, '/external_api/events')).body
    .events;
  expect(eventsAfter.map((e) => e.id)).not.toContain(event.id);

  await openAdminSection(page, 'videos');
  await whileSaving(page, 'DELETE', `/api/videos/${video.id}`, () => deleteRow(page, renamed.video));
  await expectToast(page, 'Usunięto wideo.');
  await expect(page.getByText(renamed.video, { exact: true })).toHaveCount(0);
  expect((await guestGet(request, `/api/videos/${video.slug}`)).status).toBe(404);
  const videosAfter = (await guestGet<{ videos: CatalogVideoCard[] }>(request, '/external_api/videos')).body
    .videos;
  expect(videosAfter.map((v) => v.id)).not.toContain(video.id);

  // The category and the gallery.
  await openAdminSection(page, 'categories');
  await whileSaving(page, 'DELETE', `/api/categories/${category.id}`, () =>
    deleteRow(page, renamed.category),
  );
  await expectToast(page, 'Usunięto kategorię.');
  await expect(page.getByRole('cell', { name: renamed.category, exact: true })).toHaveCount(0);
  const categoriesAfter = (await guestGet<{ categories: Category[] }>(request, '/api/categories')).body
    .categories;
  expect(categoriesAfter.map((c) => c.id)).not.toContain(category.id);

  await openAdminSection(page, 'galleries');
  await whileSaving(page, 'DELETE', `/api/galleries/${gallery.id}`, () => deleteRow(page, gallery.name));
  await expectToast(page, 'Usunięto galerię.');
  await expect(page.getByRole('cell', { name: gallery.name, exact: true })).toHaveCount(0);
  const galleries = await admin.get<{ galleries: Gallery[] }>('/api/galleries');
  expect(galleries.body.galleries.map((g) => g.id)).not.toContain(gallery.id);
});
