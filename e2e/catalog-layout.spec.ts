import type { Locator, Page } from '@playwright/test';
import {
  ADMIN_SECTIONS,
  chooseOption,
  expectNoHorizontalOverflow,
  openAdminSection,
  signInAsAdmin,
  uniqueSuffix,
  whileSaving,
  type AdminSection,
} from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { CatalogAdminApi, warsawDay } from './support/catalog';
import { expect, test } from './support/test';

// Five independent journeys (each makes its own items): they spread over both workers instead of
// running one after another in one (this file was a CI run's longest, 8.9 min, on 2026-11-30).
test.describe.configure({ mode: 'parallel' });

const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'tablet', viewport: { width: 820, height: 1180 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
] as const;

/** One item of each kind, so every list has a row of ours to act on whatever the demo data holds. */
const createOneOfEach = async (page: Page) => {
  const run = uniqueSuffix();
  const admin = await CatalogAdminApi.of(page);
  const video = await admin.createVideo({ title: `Układ ${run}`, slug: `uklad-${run}` });
  const day = warsawDay(15);
  const event = await admin.createEvent({
    video_id: video.id,
    title: `Układ na scenie ${run}`,
    slug: `uklad-scena-${run}`,
    date_from: day.iso,
    date_to: day.iso,
  });
  // A long text and link make the slides table wider than a phone (and, before, than a desktop).
  const slide = await admin.createSlide({
    title: `Slajd układu ${run}`,
    text: 'Sprawdzamy układ strony: długi tekst slajdu, który w tabeli zajmuje dużo miejsca, zanim dojdzie do przycisków akcji wiersza.',
    url: `/wideo/bardzo-dlugi-odnosnik-do-strony-spektaklu-${run}`,
  });
  const category = await admin.createCategory(`Kategoria układu ${run}`);
  const gallery = await admin.createGallery(`Galeria układu ${run}`);
  return { video, event, slide, category, gallery };
};

/**
 * Waits until running CSS transitions and animations (drawer slide-in, fades) have finished.
 * antd's click ripple (`.ant-wave`, a 2 s fade in an element of its own) moves nothing and is
 * left out: waiting for it cost 2 s per check, 10 s of this file's drawer journey.
 */
const settled = async (page: Page) => {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          (animation.effect instanceof KeyframeEffect && !!animation.effect.target?.closest('.ant-wave')),
      ),
  );
};

/** The element lies within the window horizontally (it may be below the fold). */
const expectWithinWidth = async (page: Page, locator: Locator, label: string) => {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, `${label} has a box`).not.toBeNull();
  expect(box!.x, `${label} starts inside the window`).toBeGreaterThanOrEqual(-1);
  expect(box!.x + box!.width, `${label} ends inside the window (${width}px)`).toBeLessThanOrEqual(width + 1);
};

/**
 * Goes to a section through the admin panel's section picker, as a person does: the side menu on
 * wide screens, a select naming the current section below 992 px (never an entry under '…').
 */
const goThroughMenu = async (page: Page, heading: string) => {
  const nav = page.getByRole('navigation', { name: 'Panel administracyjny' });
  await expect(nav).toBeVisible();
  await expectWithinWidth(page, nav, 'the admin menu');
  const select = nav.getByRole('combobox', { name: 'Sekcja panelu' });
  if (await select.isVisible()) {
    await expectWithinWidth(page, select, 'the section select');
    await select.selectOption({ label: heading });
  } else {
    await nav.getByRole('menuitem', { name: heading, exact: true }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // The picker names the section shown, on every width.
  if (await select.isVisible()) await expect(select.locator('option:checked')).toHaveText(heading);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
};

/** Opens a drawer with `open`, checks it fits the window with its footer in reach, then cancels it. */
const checkDrawer = async (page: Page, open: () => Promise<void>, title: string, screen: string) => {
  await open();
  const drawer = page.getByRole('dialog', { name: title });
  await expect(drawer).toBeVisible();
  await settled(page);
  await expectWithinWidth(page, drawer, `${title} drawer`);
  await expectNoHorizontalOverflow(page, `${screen}: ${title} drawer`);
  const save = drawer.getByRole('button', { name: 'Zapisz' });
  const cancel = drawer.getByRole('button', { name: 'Anuluj' });
  await expect(save).toBeInViewport();
  await expect(cancel).toBeInViewport();
  await expectWithinWidth(page, drawer.getByLabel('Tytuł', { exact: true }), `${title}: the title field`);
  await cancel.click();
  await expect(drawer).toBeHidden();
};

for (const screen of SCREENS) {
  test.describe(`${screen.name} (${screen.viewport.width}×${screen.viewport.height})`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.hasTouch });

    test(`the admin lists and drawers fit a ${screen.name} screen and their controls work`, async ({
      page,
      mailbox,
    }) => {
      // About twice its time beside another worker (up to 1.4 min in a clean-clone CI on 2026-11-29).
      test.setTimeout(180_000);
      await signInAsAdmin(page, mailbox);
      const items = await createOneOfEach(page);
      const label = (view: AdminSection) => `${screen.name}: ${view}`;

      await openAdminSection(page, 'videos');
      await expectNoHorizontalOverflow(page, label('videos'));
      // The narrow layouts (section select, stacked toolbars) are checked by axe too.
      await settled(page);
      await expectNoSeriousA11yViolations(page, label('videos'));
      await expect(page.getByRole('button', { name: 'Dodaj wideo' })).toBeInViewport();
      await expect(page.getByRole('searchbox', { name: 'Szukaj wideo' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Szukaj wideo' }).fill(items.video.title);
      const card = page
        .locator('.ant-card')
        .filter({ has: page.getByText(items.video.title, { exact: true }) });
      await expect(card).toHaveCount(1);
      await expectWithinWidth(page, card, 'the video card');
      await checkDrawer(
        page,
        () => card.getByRole('button', { name: `Edytuj: ${items.video.title}` }).click(),
        'Edycja wideo',
        screen.name,
      );
      await checkDrawer(
        page,
        () => page.getByRole('button', { name: 'Dodaj wideo' }).click(),
        'Nowe wideo',
        screen.name,
      );

      await goThroughMenu(page, ADMIN_SECTIONS.events);
      await expectNoHorizontalOverflow(page, label('events'));
      const main = page.getByRole('main');
      for (const control of ['Od', 'Do'])
        await expectWithinWidth(page, main.getByLabel(control, { exact: true }), `the ${control} filter`);
      await expectWithinWidth(page, main.getByRole('button', { name: 'Szukaj' }), 'the search button');
      await chooseOption(page, main.getByRole('combobox', { name: 'Wideo' }), items.video.title);
      await whileSaving(page, 'GET', '/api/admin/events', () =>
        main.getByRole('button', { name: 'Szukaj' }).click(),
      );
      await expect(page.getByRole('row').filter({ hasText: items.event.title })).toBeVisible();
      await expectNoHorizontalOverflow(page, `${label('events')} (filtered)`);
      await settled(page);
      await expectNoSeriousA11yViolations(page, label('events'));
      // The table may scroll inside its own box; the row's actions are reachable there.
      await checkDrawer(
        page,
        () => page.getByRole('button', { name: `Edytuj: ${items.event.title}` }).click(),
        'Edycja wydarzenia',
        screen.name,
      );
      await checkDrawer(
        page,
        () => page.getByRole('button', { name: 'Dodaj wydarzenie' }).click(),
        'Nowe wydarzenie',
        screen.name,
      );
      await expectNoHorizontalOverflow(page, `${label('events')} (after the drawers)`);

      for (const [view, name, add] of [
        ['categories', items.category.name, 'Dodaj kategorię'],
        ['galleries', items.gallery.name, 'Dodaj galerię'],
      ] as const) {
        await goThroughMenu(page, ADMIN_SECTIONS[view]);
        await expectNoHorizontalOverflow(page, label(view));
        await expect(page.getByRole('button', { name: add })).toBeInViewport();
        await page.getByRole('searchbox', { name: 'Szukaj', exact: true }).fill(name);
        await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
        // Inline editing: the name box opens in the row and can be left again.
        await page.getByRole('button', { name: `Edytuj: ${name}`, exact: true }).click();
        await expect(page.getByRole('textbox', { name: 'Nazwa' })).toHaveValue(name);
        await expectNoHorizontalOverflow(page, `${label(view)} (editing)`);
        await page.getByRole('button', { name: 'Anuluj', exact: true }).click();
        await expect(page.getByRole('textbox', { name: 'Nazwa' })).toHaveCount(0);
      }

      // The gallery's image manager fits too.
      await page.getByRole('button', { name: `Zdjęcia galerii: ${items.gallery.name}` }).click();
      const modal = page.getByRole('dialog', { name: `Zdjęcia: ${items.gallery.name}` });
      await expect(modal.getByText('Brak zdjęć')).toBeVisible();
      await settled(page);
      await expectWithinWidth(page, modal, 'the gallery images modal');
      await expectNoHorizontalOverflow(page, `${screen.name}: gallery images modal`);
      await expect(modal.getByRole('button', { name: 'Wybierz zdjęcia: Nowe zdjęcie' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();

      await goThroughMenu(page, ADMIN_SECTIONS.slider_settings);
      await expectNoHorizontalOverflow(page, label('slider_settings'));
      // The row's actions sit inside the window as the page opens (pinned to the table's right
      // edge, the text scrolls under them), and each one works.
      const slideRow = page.getByRole('row').filter({ hasText: items.slide.title });
      for (const action of ['Przenieś na górę', 'Edytuj', 'Tłumaczenia', 'Usuń']) {
        await expectWithinWidth(
          page,
          slideRow.getByRole('button', { name: `${action}: ${items.slide.title}` }),
          `${screen.name}: slide ${action}`,
        );
      }
      await slideRow.getByRole('button', { name: `Tłumaczenia: ${items.slide.title}` }).click();
      const slideTranslations = page.getByRole('dialog', { name: `Tłumaczenia: ${items.slide.title}` });
      await expect(slideTranslations.getByText('Brak tłumaczeń')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(slideTranslations).toBeHidden();
      await slideRow.getByRole('button', { name: `Usuń: ${items.slide.title}` }).click();
      const deleteQuestion = page
        .getByRole('tooltip')
        .filter({ hasText: `Czy na pewno usunąć „${items.slide.title}”?` });
      await expect(deleteQuestion).toBeVisible();
      await deleteQuestion.getByRole('button', { name: 'Nie' }).click();
      await expect(deleteQuestion).toBeHidden();
      // The add button sits above the table, which a phone has scrolled past: it must come into view.
      const addSlide = page.getByRole('button', { name: 'Dodaj slajd' });
      await addSlide.scrollIntoViewIfNeeded();
      await expect(addSlide).toBeInViewport();
      await checkDrawer(
        page,
        () => page.getByRole('button', { name: `Edytuj: ${items.slide.title}` }).click(),
        'Edycja slajdu',
        screen.name,
      );
      await checkDrawer(
        page,
        () => page.getByRole('button', { name: 'Dodaj slajd' }).click(),
        'Nowy slajd',
        screen.name,
      );
    });
  });
}

// Two journeys, not one: together they took about a minute alone and twice that beside another
// worker on two cores. A CI run on 2026-11-30, on a machine 2–3× slower than usual, ran out of
// 120 s on the drawers: its checks now skip antd's 2 s click ripple (see settled), and both have
// the layout journeys' 180 s.
test('the admin sections have no serious accessibility problems', async ({ page, mailbox }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page, mailbox);
  await createOneOfEach(page);

  for (const view of Object.keys(ADMIN_SECTIONS) as AdminSection[]) {
    await openAdminSection(page, view);
    await settled(page);
    await expectNoSeriousA11yViolations(page, `admin: ${view}`);
  }
});

test('the admin drawers and modals have no serious accessibility problems', async ({ page, mailbox }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page, mailbox);
  const items = await createOneOfEach(page);

  await openAdminSection(page, 'videos');
  await page.getByRole('button', { name: 'Dodaj wideo' }).click();
  const videoDrawer = page.getByRole('dialog', { name: 'Nowe wideo' });
  await expect(videoDrawer).toBeVisible();
  // With the validation messages showing, as the admin sees them after a failed save.
  await videoDrawer.getByRole('button', { name: 'Zapisz' }).click();
  await expect(videoDrawer.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'new video drawer with errors');
  await videoDrawer.getByRole('button', { name: 'Anuluj' }).click();
  await expect(videoDrawer).toBeHidden();

  await page.getByRole('searchbox', { name: 'Szukaj wideo' }).fill(items.video.title);
  await page.getByRole('button', { name: `Tłumaczenia: ${items.video.title}` }).click();
  const translations = page.getByRole('dialog', { name: `Tłumaczenia: ${items.video.title}` });
  await expect(translations.getByText('Brak tłumaczeń')).toBeVisible();
  await translations.getByRole('button', { name: 'Dodaj tłumaczenie' }).click();
  await expect(translations.getByLabel('Język tłumaczenia')).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'video translation form');
  await page.keyboard.press('Escape');
  await expect(translations).toBeHidden();

  await openAdminSection(page, 'events');
  await page.getByRole('button', { name: 'Dodaj wydarzenie' }).click();
  const eventDrawer = page.getByRole('dialog', { name: 'Nowe wydarzenie' });
  await expect(eventDrawer).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'new event drawer');
  await eventDrawer.getByRole('button', { name: 'Anuluj' }).click();

  await openAdminSection(page, 'galleries');
  await page.getByRole('button', { name: `Zdjęcia galerii: ${items.gallery.name}` }).click();
  await expect(
    page.getByRole('dialog', { name: `Zdjęcia: ${items.gallery.name}` }).getByText('Brak zdjęć'),
  ).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'gallery images modal');
  await page.keyboard.press('Escape');

  await openAdminSection(page, 'slider_settings');
  await page.getByRole('button', { name: `Edytuj: ${items.slide.title}` }).click();
  const slideDrawer = page.getByRole('dialog', { name: 'Edycja slajdu' });
  await expect(slideDrawer.getByRole('img', { name: 'Zdjęcie w tle' })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'slide drawer');
});
