import { randomUUID } from 'node:crypto';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';

/**
 * The embedded payment sandbox's checkout page (PAYMENT_PROVIDER=sandbox, the default): orders are
 * created over its PayU protocol as the server's adapter does, then a buyer's browser decides.
 */
/** The published test POS id; the secret is this installation's (global-setup sets it for the server). */
const POS = { id: '300746', secret: process.env.PAYU_SANDBOX_CLIENT_SECRET! };

const createSandboxOrder = async (base: string, language: 'pl' | 'en', continueUrl: string) => {
  const oauth = await fetch(`${base}/sandbox/payu/pl/standard/user/oauth/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: POS.id,
      client_secret: POS.secret,
    }).toString(),
  });
  const { access_token: token } = (await oauth.json()) as { access_token: string };
  const res = await fetch(`${base}/sandbox/payu/api/v2_1/orders`, {
    method: 'POST',
    redirect: 'manual',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      continueUrl,
      customerIp: '127.0.0.1',
      merchantPosId: POS.id,
      description: 'Bilet: Wesele',
      currencyCode: 'PLN',
      totalAmount: '2500',
      extOrderId: randomUUID(),
      buyer: { email: 'widz@example.com', language },
      products: [{ name: 'Bilet', unitPrice: '2500', quantity: '1', virtual: true }],
    }),
  });
  expect(res.status).toBe(302);
  return res.headers.get('location')!;
};

test('the sandbox checkout page is accessible in Polish and English, and each button returns to continueUrl', async ({
  page,
  baseURL,
}) => {
  const back = `${baseURL}/strona-glowna?zamowienie=1`;
  // Nothing the page loads may fail (its icon was /favicon.ico, a 404, on every checkout).
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`${page.url()}: ${message.text()}`);
  });

  await page.goto(await createSandboxOrder(baseURL!, 'pl', back));
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Płatność testowa (sandbox PayU)' }),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Wynik płatności' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'sandbox checkout (pl)');
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await expect(page).toHaveURL(back);

  await page.goto(await createSandboxOrder(baseURL!, 'en', back));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Test payment (PayU sandbox)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'sandbox checkout (en)');
  await page.getByRole('button', { name: 'Decline payment' }).click();
  await expect(page).toHaveURL(`${back}&error=501`);

  await page.goto(await createSandboxOrder(baseURL!, 'en', back));
  await page.getByRole('link', { name: 'Polski' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await page.getByRole('button', { name: 'Zostaw jako oczekującą' }).click();
  await expect(page).toHaveURL(back);
  expect(failures).toEqual([]);
});
