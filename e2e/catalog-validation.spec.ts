import type { Locator, Request } from '@playwright/test';
import type { CatalogEvent, Gallery, Video } from '@scena/shared';
import { chooseOption, expectToast, openAdminSection, signInAsAdmin, typeIntoPicker, uniqueSuffix, whileSaving } from './support/admin';
import { CatalogAdminApi, warsawDay } from './support/catalog';
import { disguisedImage, pngImage, textFile } from './support/images';
import { expect, test } from './support/test';

const FILE_TYPE_MESSAGE = 'Niepoprawny plik. Dozwolone są tylko obrazy JPG lub PNG.';
const UNREADABLE_IMAGE_MESSAGE = 'Nie udało się przetworzyć zdjęcia. Wybierz inny plik.';

/** The form-item explanation under a labelled field (antd puts the message beside the control). */
const fieldError = (scope: Locator, text: string) => scope.locator('.ant-form-item-explain-error').filter({ hasText: text });

test('the video form refuses a taken link and files that are not images; nothing is stored', async ({ page, mailbox }) => {
  const run = uniqueSuffix();
  await signInAsAdmin(page, mailbox);
  const admin = await CatalogAdminApi.of(page);
  const taken = await admin.createVideo({ title: `Wesele ${run}`, slug: `wesele-${run}` });
  const title = `Wesele – druga wersja ${run}`;

  await openAdminSection(page, 'videos');
  await page.getByRole('button', { name: 'Dodaj wideo' }).click();
  const drawer = page.getByRole('dialog', { name: 'Nowe wideo' });

  // Not an image by name and type: refused at once, nothing previewed.
  const mainImage = drawer.getByLabel('Zdjęcie główne', { exact: true });
  await mainImage.setInputFiles(textFile());
  await expect(drawer.getByRole('alert').filter({ hasText: FILE_TYPE_MESSAGE })).toBeVisible();
  await expect(drawer.getByRole('img', { name: 'Zdjęcie główne' })).toHaveCount(0);
  // Named and typed as a PNG, but its content is text: the browser cannot read it as an image.
  await drawer.getByLabel('Miniatura', { exact: true }).setInputFiles(disguisedImage());
  await expect(drawer.getByRole('alert').filter({ hasText: UNREADABLE_IMAGE_MESSAGE })).toBeVisible();
  await expect(drawer.getByRole('img', { name: 'Miniatura' })).toHaveCount(0);
  // A real image then replaces the message with a preview.
  await mainImage.setInputFiles(pngImage('wesele.png', 640, 360, 7));
  await expect(drawer.getByRole('img', { name: 'Zdjęcie główne' })).toBeVisible();
  await expect(drawer.getByRole('alert').filter({ hasText: FILE_TYPE_MESSAGE })).toHaveCount(0);

  // A link (slug) that another video already has.
  await drawer.getByLabel('Tytuł', { exact: true }).fill(title);
  await drawer.getByLabel('Odnośnik (slug)', { exact: true }).fill(taken.slug);
  await drawer.getByLabel('Wideo', { exact: true }).fill('123456789');
  const response = await whileSaving(page, 'POST', '/api/videos', () => drawer.getByRole('button', { name: 'Zapisz' }).click());
  expect(response.status()).toBe(400);
  await expect(fieldError(drawer, 'Odnośnik zajęty')).toBeVisible();
  await expectToast(page, /^Wystąpił błąd: /);
  await expect(drawer).toBeVisible();
  // Wrong characters are caught before anything is sent.
  await drawer.getByLabel('Odnośnik (slug)', { exact: true }).fill('Wesele Druga!');
  await drawer.getByRole('button', { name: 'Zapisz' }).click();
  await expect(fieldError(drawer, 'Odnośnik może zawierać tylko małe litery, cyfry, myślnik i podkreślenie.')).toBeVisible();

  await drawer.getByRole('button', { name: 'Anuluj' }).click();
  await expect(drawer).toBeHidden();
  const all = (await admin.get<{ videos: Video[] }>('/api/videos')).body.videos;
  expect(all.filter((video) => video.slug === taken.slug).map((video) => video.id)).toEqual([taken.id]);
  expect(all.map((video) => video.title)).not.toContain(title);
});

test('the event form refuses a start after the end, hours in the wrong order and a taken link', async ({ page, mailbox }) => {
  const run = uniqueSuffix();
  await signInAsAdmin(page, mailbox);
  const admin = await CatalogAdminApi.of(page);
  const video = await admin.createVideo({ title: `Dziady ${run}`, slug: `dziady-${run}` });
  const later = warsawDay(20);
  const earlier = warsawDay(18);
  const existing = await admin.createEvent({
    video_id: video.id,
    title: `Dziady część I ${run}`,
    slug: `dziady-1-${run}`,
    date_from: later.iso,
    date_to: later.iso,
  });
  const title = `Dziady część II ${run}`;
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/events')) sent.push(request);
  });

  await openAdminSection(page, 'events');
  await page.getByRole('button', { name: 'Dodaj wydarzenie' }).click();
  const drawer = page.getByRole('dialog', { name: 'Nowe wydarzenie' });
  await chooseOption(page, drawer.getByLabel('Wideo', { exact: true }), video.title);
  await drawer.getByLabel('Tytuł', { exact: true }).fill(title);
  await drawer.getByLabel('Odnośnik (slug)', { exact: true }).fill(existing.slug);
  await typeIntoPicker(drawer, 'Data od', later.typed);
  await typeIntoPicker(drawer, 'Data do', earlier.typed);
  await typeIntoPicker(drawer, 'Godzina od', '20:00');
  await typeIntoPicker(drawer, 'Godzina do', '18:00');
  await drawer.getByRole('button', { name: 'Zapisz' }).click();
  await expect(fieldError(drawer, 'Niepoprawna data')).toBeVisible();
  await expect(fieldError(drawer, 'Niepoprawne godziny')).toBeVisible();
  expect(sent, 'nothing is sent while the form has errors').toHaveLength(0);

  // Dates and hours put right: the server still refuses the taken link.
  await typeIntoPicker(drawer, 'Data do', later.typed);
  await typeIntoPicker(drawer, 'Godzina do', '22:00');
  const refused = await whileSaving(page, 'POST', '/api/events', () => drawer.getByRole('button', { name: 'Zapisz' }).click());
  expect(refused.status()).toBe(400);
  await expect(fieldError(drawer, 'Odnośnik zajęty')).toBeVisible();
  await expect(fieldError(drawer, 'Niepoprawna data')).toHaveCount(0);
  await expectToast(page, /^Wystąpił błąd: /);

  // An empty link is made from the title, and the event is saved.
  await drawer.getByLabel('Odnośnik (slug)', { exact: true }).fill('');
  const saved = await whileSaving(page, 'POST', '/api/events', () => drawer.getByRole('button', { name: 'Zapisz' }).click());
  expect(saved.status()).toBe(200);
  await expectToast(page, 'Dodano wydarzenie.');
  const created = ((await saved.json()) as { event: CatalogEvent }).event;
  expect(created).toMatchObject({ title, date_from: later.iso, date_to: later.iso, time_from: '20:00', time_to: '22:00' });
  expect(created.slug).toMatch(/^dziady-czesc-ii-/);
});

test('names with forbidden characters and files that are not images are refused in the tables and the gallery', async ({ page, mailbox }) => {
  const run = uniqueSuffix();
  await signInAsAdmin(page, mailbox);
  const admin = await CatalogAdminApi.of(page);
  const gallery = await admin.createGallery(`Galeria próbna ${run}`);

  await openAdminSection(page, 'categories');
  await page.getByRole('button', { name: 'Dodaj kategorię' }).click();
  await page.getByRole('textbox', { name: 'Nazwa' }).fill(`Kategoria <script> ${run}`);
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(page.locator('.ant-form-item-explain-error').filter({ hasText: 'Niepoprawna nazwa' })).toBeVisible();
  await page.getByRole('button', { name: 'Anuluj', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Nazwa' })).toHaveCount(0);

  await openAdminSection(page, 'galleries');
  await page.getByRole('button', { name: `Zdjęcia galerii: ${gallery.name}` }).click();
  const modal = page.getByRole('dialog', { name: `Zdjęcia: ${gallery.name}` });
  await expect(modal.getByText('Brak zdjęć')).toBeVisible();
  await modal.getByLabel('Nowe zdjęcie', { exact: true }).setInputFiles(textFile('opis.pdf'));
  await expect(modal.getByRole('alert').filter({ hasText: FILE_TYPE_MESSAGE })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Dodaj zdjęcie' })).toBeDisabled();

  // The server checks the content too, whatever the name and type claim.
  const refused = await admin.uploadGalleryImage(gallery.id, disguisedImage());
  expect(refused.status).toBe(400);
  expect(refused.body.message).toBe(FILE_TYPE_MESSAGE);
  const stored = await admin.get<{ gallery: Gallery }>(`/api/galleries/${gallery.id}`);
  expect(stored.body.gallery.images).toHaveLength(0);
});
