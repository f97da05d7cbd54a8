import type { Locator, Request } from '@playwright/test';
import type { CatalogEvent, CatalogVideoCard, Gallery } from '@scena/shared';
import {
  answerDiscardQuestion,
  chooseOption,
  expectToast,
  openAdminSection,
  settled,
  signInAsAdmin,
  typeIntoPicker,
  uniqueSuffix,
  whileSaving,
} from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { CatalogAdminApi, warsawDay } from './support/catalog';
import { disguisedImage, pngImage, textFile } from './support/images';
import { expect, test } from './support/test';

const FILE_TYPE_MESSAGE = 'Niepoprawny plik. Dozwolone są tylko obrazy JPG lub PNG.';
const UNREADABLE_IMAGE_MESSAGE = 'Nie udało się przetworzyć zdjęcia. Wybierz inny plik.';

/** The form-item explanation under a labelled field (antd puts the message beside the control). */
const fieldError = (scope: Locator, text: string) =>
  scope.locator('.ant-form-item-explain-error').filter({ hasText: text });

test('the video form refuses a taken link and files that are not images; nothing is stored', async ({
  page,
  mailbox,
}) => {
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
  await drawer.getByLabel('Cena (zł)', { exact: true }).fill('20');
  const response = await whileSaving(page, 'POST', '/api/videos', () =>
    drawer.getByRole('button', { name: 'Zapisz' }).click(),
  );
  expect(response.status()).toBe(400);
  await expect(fieldError(drawer, 'Odnośnik zajęty')).toBeVisible();
  await expectToast(page, /^Wystąpił błąd: /);
  await expect(drawer).toBeVisible();
  // Wrong characters are caught before anything is sent.
  await drawer.getByLabel('Odnośnik (slug)', { exact: true }).fill('Wesele Druga!');
  await drawer.getByRole('button', { name: 'Zapisz' }).click();
  await expect(
    fieldError(drawer, 'Odnośnik może zawierać tylko małe litery, cyfry, myślnik i podkreślenie.'),
  ).toBeVisible();

  // The changes are thrown away only once the admin says so.
  await drawer.getByRole('button', { name: 'Anuluj' }).click();
  await answerDiscardQuestion(page, 'Odrzuć zmiany');
  await expect(drawer).toBeHidden();
  const all = (await admin.get<{ videos: CatalogVideoCard[] }>('/api/videos')).body.videos;
  expect(all.filter((video) => video.slug === taken.slug).map((video) => video.id)).toEqual([taken.id]);
  expect(all.map((video) => video.title)).not.toContain(title);
});

test('the event form refuses a start after the end, hours in the wrong order and a taken link', async ({
  page,
  mailbox,
}) => {
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
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/events'))
      sent.push(request);
  });

  await openAdminSection(page, 'events');
  await page.getByRole('button', { name: 'Dodaj wydarzenie' }).click();
  const drawer = page.getByRole('dialog', { name: 'Nowe wydarzenie' });
  await chooseOption(page, drawer.getByLabel('Wideo', { exact: true }), video.title);
  await drawer.getByLabel('Tytuł', { exact: true }).fill(title);
  await drawer.getByLabel('Odnośnik (slug)', { exact: true }).fill(existing.slug);
  await drawer.getByLabel('Cena (zł)', { exact: true }).fill('30');
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
  const refused = await whileSaving(page, 'POST', '/api/events', () =>
    drawer.getByRole('button', { name: 'Zapisz' }).click(),
  );
  expect(refused.status()).toBe(400);
  // The toast first: it leaves after a few seconds, the field messages stay.
  await expectToast(page, /^Wystąpił błąd: /);
  await expect(fieldError(drawer, 'Odnośnik zajęty')).toBeVisible();
  await expect(fieldError(drawer, 'Niepoprawna data')).toHaveCount(0);

  // An empty link is made from the title, and the event is saved.
  await drawer.getByLabel('Odnośnik (slug)', { exact: true }).fill('');
  const saved = await whileSaving(page, 'POST', '/api/events', () =>
    drawer.getByRole('button', { name: 'Zapisz' }).click(),
  );
  expect(saved.status()).toBe(200);
  await expectToast(page, 'Dodano wydarzenie.');
  const created = ((await saved.json()) as { event: CatalogEvent }).event;
  expect(created).toMatchObject({
    title,
    date_from: later.iso,
    date_to: later.iso,
    time_from: '20:00',
    time_to: '22:00',
  });
  expect(created.slug).toMatch(/^dziady-czesc-ii-/);
});

test('the whole event form shows all its errors at once, and a drawer asks before discarding changes', async ({
  page,
  mailbox,
}) => {
  const run = uniqueSuffix();
  await signInAsAdmin(page, mailbox);
  const admin = await CatalogAdminApi.of(page);
  const video = await admin.createVideo({ title: `Kordian ${run}`, slug: `kordian-${run}` });
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/events'))
      sent.push(request);
  });

  await openAdminSection(page, 'events');
  await page.getByRole('button', { name: 'Dodaj wydarzenie' }).click();
  const drawer = page.getByRole('dialog', { name: 'Nowe wydarzenie' });
  // No price is assumed: a hurried save cannot publish a paid show as free.
  await expect(drawer.getByLabel('Cena (zł)', { exact: true })).toHaveValue('');

  // One save of the empty form: every message at once, "required" for what is empty, focus on the first.
  await drawer.getByRole('button', { name: 'Zapisz' }).click();
  const messages = drawer.locator('.ant-form-item-explain-error');
  await expect(messages).toHaveText([
    'Proszę wybrać wideo.',
    'Proszę podać tytuł.',
    ...Array<string>(5).fill('To pole jest wymagane.'), // price, date from, date to, hour from, hour to
  ]);
  await expect(drawer.getByLabel('Wideo', { exact: true })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'event drawer with every error');

  // The cross-field rules speak in the same save as the field rules.
  await chooseOption(page, drawer.getByLabel('Wideo', { exact: true }), video.title);
  await typeIntoPicker(drawer, 'Data od', warsawDay(20).typed);
  await typeIntoPicker(drawer, 'Data do', warsawDay(18).typed);
  await typeIntoPicker(drawer, 'Godzina od', '20:00');
  await typeIntoPicker(drawer, 'Godzina do', '18:00');
  await drawer.getByRole('button', { name: 'Zapisz' }).click();
  await expect(messages).toHaveText([
    'Proszę podać tytuł.',
    'To pole jest wymagane.',
    'Niepoprawna data',
    'Niepoprawne godziny',
  ]);
  expect(sent, 'nothing is sent while the form has errors').toHaveLength(0);

  // Cancel with changes asks first; going back keeps what was typed.
  await drawer.getByRole('button', { name: 'Anuluj' }).click();
  const question = await settled(page.getByRole('dialog', { name: 'Odrzucić niezapisane zmiany?' }));
  await expect(question.getByRole('button', { name: 'Wróć do formularza' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'discard question');
  await answerDiscardQuestion(page, 'Wróć do formularza');
  await expect(drawer.getByLabel('Godzina od', { exact: true })).toHaveValue('20:00');
  // Closing with Escape asks too; discarding closes the drawer and stores nothing.
  await page.keyboard.press('Escape');
  await answerDiscardQuestion(page, 'Odrzuć zmiany');
  await expect(drawer).toBeHidden();
  expect(sent).toHaveLength(0);
});

test('names with forbidden characters and files that are not images are refused in the tables and the gallery', async ({
  page,
  mailbox,
}) => {
  const run = uniqueSuffix();
  await signInAsAdmin(page, mailbox);
  const admin = await CatalogAdminApi.of(page);
  const gallery = await admin.createGallery(`Galeria próbna ${run}`);

  await openAdminSection(page, 'categories');
  await page.getByRole('button', { name: 'Dodaj kategorię' }).click();
  await page.getByRole('textbox', { name: 'Nazwa' }).fill(`Kategoria <script> ${run}`);
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
  // The message names the rule.
  await expect(
    page.locator('.ant-form-item-explain-error').filter({
      hasText: 'Niepoprawna nazwa. Dozwolone są litery, cyfry, spacje, znaki interpunkcyjne, cudzysłowy',
    }),
  ).toBeVisible();
  // Normal typography is a name: typographic quotes and a dash.
  const quoted = `„Wesele” – dramat ${run}`;
  await page.getByRole('textbox', { name: 'Nazwa' }).fill(quoted);
  await whileSaving(page, 'POST', '/api/categories', () =>
    page.getByRole('button', { name: 'Zapisz', exact: true }).click(),
  );
  await expectToast(page, 'Dodano kategorię.');
  await expect(page.getByRole('cell', { name: quoted, exact: true })).toBeVisible();
  // The same name again, in capitals: refused by the server, with the reason on the field.
  await page.getByRole('button', { name: 'Dodaj kategorię' }).click();
  await page.getByRole('textbox', { name: 'Nazwa' }).fill(quoted.toUpperCase());
  const duplicate = await whileSaving(page, 'POST', '/api/categories', () =>
    page.getByRole('button', { name: 'Zapisz', exact: true }).click(),
  );
  expect(duplicate.status()).toBe(400);
  await expect(
    page.locator('.ant-form-item-explain-error').filter({ hasText: 'Kategoria o tej nazwie już istnieje.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Anuluj', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Nazwa' })).toHaveCount(0);

  // Deleting a category that videos use says how many.
  const used = await admin.createCategory(`Używana ${run}`);
  await admin.createVideo({ title: `Z kategorią ${run}`, slug: `z-kategoria-${run}`, categories: [used.id] });
  await admin.createVideo({
    title: `Z kategorią 2 ${run}`,
    slug: `z-kategoria-2-${run}`,
    categories: [used.id],
  });
  await page.reload();
  await page.getByRole('searchbox', { name: 'Szukaj', exact: true }).fill(used.name);
  await page.getByRole('button', { name: `Usuń: ${used.name}`, exact: true }).click();
  const confirm = page.getByRole('tooltip').filter({ hasText: `Czy na pewno usunąć „${used.name}”?` });
  await expect(confirm.getByText('Kategorii używają 2 wideo; zniknie z ich kategorii.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Nie' }).click();

  await openAdminSection(page, 'galleries');
  await page.getByRole('button', { name: `Zdjęcia galerii: ${gallery.name}` }).click();
  const modal = page.getByRole('dialog', { name: `Zdjęcia: ${gallery.name}` });
  await expect(modal.getByText('Brak zdjęć')).toBeVisible();
  await modal.getByLabel('Nowe zdjęcie', { exact: true }).setInputFiles(textFile('opis.pdf'));
  await expect(
    modal
      .getByRole('alert')
      .filter({ hasText: 'Pominięto pliki, które nie są obrazami JPG ani PNG: opis.pdf.' }),
  ).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Dodaj zdjęcie' })).toBeDisabled();

  // The server checks the content too, whatever the name and type claim.
  const refused = await admin.uploadGalleryImage(gallery.id, disguisedImage());
  expect(refused.status).toBe(400);
  expect(refused.body.message).toBe(FILE_TYPE_MESSAGE);
  const stored = await admin.get<{ gallery: Gallery }>(`/api/galleries/${gallery.id}`);
  expect(stored.body.gallery.images).toHaveLength(0);
});
