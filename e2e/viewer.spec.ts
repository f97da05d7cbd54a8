import { expectNoSeriousA11yViolations } from './support/axe';
import { createEvent, createVideo, stubHostedPlayer, warsawDayAndTime } from './support/items';
import { expect, test } from './support/test';
import { acceptCookies, modulePreloads, signInThroughForm, submitSignIn } from './support/ui';

/** Event and video pages, watch mode and the guards around them (issue 7). */

test('a guest opens a public preview, signs in and lands on the event page', async ({ page, api }) => {
  const admin = await api.adminToken();
  const video = await createVideo(api, admin, { video_price: 20 });
  const today = warsawDayAndTime(new Date()).day;
  const event = await createEvent(api, admin, {
    video_id: video.id,
    date_from: today,
    date_to: today,
    full_day: true,
    event_price: 20,
  });
  const user = await api.createVerifiedUser();

  await page.goto(`/wydarzenie/${event.slug}`);
  await expect(page).toHaveURL(new RegExp(`/wydarzenie/${event.slug}/publiczne$`));
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(page.getByText('20,00 zł')).toBeVisible();
  // A paid item shows the paid variant of the demo advertisement.
  await expect(page.getByRole('complementary', { name: 'Reklama' }).getByRole('link')).toHaveAttribute(
    'href',
    'https://example.org/karnet',
  );
  await expectNoSeriousA11yViolations(page, 'event preview');

  await page.getByRole('link', { name: 'Zaloguj się, aby kupić lub oglądać' }).click();
  await expect(page).toHaveURL(/\/logowanie\?redirect=/);
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(new RegExp(`/wydarzenie/${event.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  // Not paid: the price and a buy button leading to the purchase page.
  await expect(page.getByRole('link', { name: 'Kup bilet' })).toHaveAttribute(
    'href',
    `/platnosc/wydarzenie/${event.id}`,
  );
  await expectNoSeriousA11yViolations(page, 'event page');
});

test("a guest's event page starts its code and its answer with the page (/preload.js), and asks for the answer once", async ({
  page,
  api,
}) => {
  const admin = await api.adminToken();
  const video = await createVideo(api, admin, { video_price: 20 });
  const event = await createEvent(api, admin, {
    video_id: video.id,
    date_from: '2030-06-10',
    date_to: '2030-06-10',
    full_day: true,
    event_price: 20,
  });
  const answerPath = `/external_api/event/${event.slug}`;
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === answerPath) asked.push(request.url());
  });

  await page.goto(`/wydarzenie/${event.slug}/publiczne`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  // The item page's chunks were asked for beside the entry, not after it ran.
  expect((await modulePreloads(page)).some((href) => /\/assets\/ItemPage-/.test(href))).toBe(true);
  // preload.js asked for the answer and the app took it: one request, not two.
  expect(asked).toHaveLength(1);
});

test('a viewer watches a free video in each version with subtitles, then in English', async ({
  page,
  api,
}) => {
  const admin = await api.adminToken();
  const video = await createVideo(api, admin, {
    video_link: '1001',
    accessibility_video: '1002',
    autodesc_video: '1003',
    description: '<p>Opis wersji standardowej.</p>',
    additional_desc: '<p>Opis wersji dostępnych.</p>',
  });
  const user = await api.createVerifiedUser();
  await stubHostedPlayer(page);
  await signInThroughForm(page, user);

  await page.goto(`/wideo/${video.slug}`);
  await page.getByRole('button', { name: 'Oglądaj' }).click();
  await expect(page).toHaveURL(/ogladaj=true/);
  const player = page.getByTitle(`Odtwarzacz: ${video.title}`);
  await expect(player).toHaveAttribute('src', /\/video\/1001\?/);
  await page.getByRole('checkbox', { name: 'Napisy' }).check();
  await expect(player).toHaveAttribute('src', /\/video\/1001\?.*texttrack=pl/);
  await expectNoSeriousA11yViolations(page, 'watch mode');

  const versions = page.getByRole('group', { name: 'Wersja' });
  await versions.getByRole('button', { name: 'Polski język migowy (PJM)' }).click();
  await expect(page).toHaveURL(/typ=pjm/);
  await expect(player).toHaveAttribute('src', /\/video\/1002\?.*texttrack=pl/);
  await expect(page.getByText('Opis wersji dostępnych.').first()).toBeVisible();
  await versions.getByRole('button', { name: 'Audiodeskrypcja' }).click();
  await expect(page).toHaveURL(/typ=audiodeskrypcja/);
  await expect(player).toHaveAttribute('src', /\/video\/1003\?.*texttrack=pl/);
  await versions.getByRole('button', { name: 'Wersja standardowa' }).click();
  await expect(player).toHaveAttribute('src', /\/video\/1001\?/);

  await page.getByRole('group', { name: 'Język' }).getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const playerEn = page.getByTitle(`Player: ${video.title}`);
  await expect(playerEn).toHaveAttribute('src', /texttrack=en/);
  await expect(
    page.getByRole('group', { name: 'Version' }).getByRole('button', { name: 'Standard version' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page, 'watch mode (English)');
});

test('a too-young viewer and a viewer from a blocked country see why they cannot watch', async ({
  page,
  api,
}) => {
  const admin = await api.adminToken();
  const adult = await createVideo(api, admin, { age_restriction: 16 });
  const polish = await createVideo(api, admin, { restricted_access: 'poland' });
  const user = await api.createVerifiedUser();
  const { token, id } = await api.signIn(user.email, user.password);
  const young = new Date().getFullYear() - 14;
  const update = await api.call(
    'PUT',
    `/api/users/${id}`,
    { firstname: user.firstname, lastname: user.lastname, birthday: `${young}-01-01`, country_code: 'DE' },
    token,
  );
  expect(update.status).toBe(200);
  await signInThroughForm(page, user);

  await page.goto(`/wideo/${adult.slug}`);
  await expect(page.getByRole('note')).toHaveText('Ograniczenie wiekowe: nie możesz oglądać tego materiału.');
  await expect(page.getByRole('button', { name: 'Kup bilet' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Oglądaj' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'age restriction');

  await page.goto(`/wideo/${polish.slug}`);
  await expect(page.getByRole('note')).toHaveText('Materiał jest niedostępny w Twoim kraju.');
  await expect(page.getByRole('button', { name: 'Oglądaj' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'country blocked');
});

test('a second sign-in elsewhere stops playback with the anotherUser notice', async ({ page, api }) => {
  const admin = await api.adminToken();
  const video = await createVideo(api, admin);
  const user = await api.createVerifiedUser();
  await stubHostedPlayer(page);
  // The page's timers run on a test clock: the 5-minute session check is reached without waiting.
  await page.clock.install();
  await signInThroughForm(page, user);
  await page.goto(`/wideo/${video.slug}?ogladaj=true`);
  await expect(page.getByTitle(`Odtwarzacz: ${video.title}`)).toBeVisible();

  await api.signIn(user.email, user.password);
  await page.clock.runFor(300_000);
  await expect(page).toHaveURL(/\/logowanie\?anotherUser=true/);
  await expect(
    page
      .getByRole('alert')
      .getByText('Ktoś zalogował się na Twoje konto na innym urządzeniu. Jeśli to nie Ty, zmień hasło.'),
  ).toBeVisible();
  await expect(page.getByTitle(`Odtwarzacz: ${video.title}`)).toHaveCount(0);
});

test('a viewer searches with the keyboard alone and opens a result', async ({ page, api }) => {
  const user = await api.createVerifiedUser();
  await signInThroughForm(page, user);
  await page.goto('/');
  const headerSearch = page
    .getByRole('banner')
    .getByRole('searchbox', { name: 'Szukaj wydarzeń, wideo i stron' });
  // Tab from the top of the page until the top bar's search field has focus.
  for (
    let i = 0;
    i < 10 && !(await headerSearch.evaluate((element) => element === document.activeElement));
    i += 1
  )
    await page.keyboard.press('Tab');
  await expect(headerSearch).toBeFocused();
  await page.keyboard.type('mo');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/szukaj\?q=mo$/);
  await expect(page.getByText('Wpisz co najmniej 3 znaki.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'search: too short');

  // The page's own field takes focus: type a longer query without diacritics.
  const field = page.getByRole('searchbox', { name: 'Czego szukasz?' });
  await expect(field).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('moralnosc');
  await page.keyboard.press('Enter');
  const events = page.getByRole('region', { name: /^Wydarzenia/ });
  const videos = page.getByRole('region', { name: /^Wideo/ });
  await expect(videos.getByRole('link', { name: 'Moralność pani Dulskiej' })).toBeVisible();
  await expect(events.getByRole('link', { name: 'Moralność pani Dulskiej' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Strony/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'search results');

  const result = videos.getByRole('link', { name: 'Moralność pani Dulskiej' });
  for (let i = 0; i < 10 && !(await result.evaluate((element) => element === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(result).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/wideo\/dulska$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Moralność pani Dulskiej' })).toBeVisible();
});

test('a viewer subscribes to the newsletter and sees the access a free item gave', async ({ page, api }) => {
  const user = await api.createVerifiedUser();
  await signInThroughForm(page, user);
  await page.goto('/konto');
  const mailing = page.getByRole('region', { name: 'Newsletter' });
  await mailing.getByRole('button', { name: 'Zapisz się' }).click();
  await expect(page.getByText('Zapisano do newslettera.')).toBeVisible();
  await expect(mailing.getByRole('button', { name: 'Wypisz się' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Zamówienia i dostęp' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'account with mailing and orders');
});
