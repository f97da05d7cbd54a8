import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';
import { signInThroughForm } from './support/ui';

test('signing in on another device logs the first browser out with a notice', async ({ browser, api }) => {
  const user = await api.createVerifiedUser();
  // Two separate browsers (contexts share nothing: no cookies, no local storage).
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const firstPage = await first.newPage();
    await signInThroughForm(firstPage, user);

    const secondPage = await second.newPage();
    await signInThroughForm(secondPage, user);

    // The first browser's next request finds its session replaced.
    await firstPage.reload();
    await expect(firstPage).toHaveURL(/\/logowanie\?anotherUser=true/);
    await expect(
      firstPage
        .getByRole('alert')
        .getByText('Ktoś zalogował się na Twoje konto na innym urządzeniu. Jeśli to nie Ty, zmień hasło.'),
    ).toBeVisible();
    await expect(firstPage.getByRole('button', { name: 'Wyloguj się' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(firstPage, 'sign-in with the anotherUser notice');

    // The second browser is still signed in.
    await secondPage.reload();
    await expect(secondPage.getByRole('button', { name: 'Wyloguj się' })).toBeVisible();
  } finally {
    await first.close();
    await second.close();
  }
});
