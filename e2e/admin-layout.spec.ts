import { signInAsAdmin } from './support/admin';
import { expect, test } from './support/test';

/**
 * What issue 19 item 19 found on a 1440 px screen: the panel's content shrank to its own width
 * (about 620 px beside the side menu), and a sortable header showed keyboard focus only by a
 * change of colour. Both are CSS (admin-kit.css), so only a browser can see them.
 */
test.use({ viewport: { width: 1440, height: 900 } });

test('the admin content takes the screen beside the menu, and a sortable header shows focus with an outline', async ({
  page,
  mailbox,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page, mailbox);
  await page.goto('/teapp-admin?view=events');
  // The panel's code is the largest the site loads: on a busy machine it takes longer than 10 s.
  await expect(page.getByRole('heading', { level: 1, name: 'Repertuar' })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 60_000 });

  const menu = await page.getByRole('navigation', { name: 'Panel administracyjny' }).boundingBox();
  const panel = await page.locator('.ant-layout:has(> .admin-panel__sider)').boundingBox();
  const content = await page.locator('.admin-layout-content').boundingBox();
  expect(menu && panel && content, 'the menu, the panel and its content have boxes').toBeTruthy();
  // The content starts after the menu and reaches the panel's right edge: all of the room the
  // menu leaves, not the width of its own text.
  expect(content!.x).toBeGreaterThanOrEqual(menu!.x + menu!.width - 1);
  expect(content!.x + content!.width, 'the content reaches the right edge').toBeGreaterThan(
    panel!.x + panel!.width - 2,
  );

  // A sortable header reached by the keyboard shows an outline, not only a colour.
  const header = page.getByRole('columnheader', { name: /^Tytuł/ }).first();
  await header.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(header).toBeFocused();
  const outline = await header.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
});
