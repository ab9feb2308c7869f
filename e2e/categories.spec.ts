import type { Page } from '@playwright/test';
import { artifact, expect, signIn, test } from './fixtures.ts';

type Category = { id: number; name: string; parent: number; is_folder: boolean };

async function readTree(page: Page): Promise<Category[]> {
  const token = await page.evaluate(() => localStorage.getItem('auth'));
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await page.request.get('/api/check-token', { headers })).json()).data;
  const workspaceId = me.workspaces.find(
    (w: { workspaceTitle: string }) => w.workspaceTitle === 'Slovo Demo School',
  ).workspaceId;
  const res = await page.request.get(`/api/workspaces/${workspaceId}/categories`, { headers });
  return (await res.json()).data;
}

test('a moderator drags a category into another folder and the tree keeps it', async ({ page }) => {
  await signIn(page, 'moderator');
  await expect(page).toHaveURL(/\/categories$/);
  const pageRoot = page.getByTestId('categories-page');
  await expect(pageRoot).toContainText('Sounds');
  await page.screenshot({ path: artifact('categories-en'), fullPage: true });

  const tree = await readTree(page);
  const soundL = tree.find((c) => c.name === 'Sound L')!;
  const vocabulary = tree.find((c) => c.name === 'Vocabulary')!;
  const row = page.getByTestId(`category-row-${soundL.id}`);
  await expect(row).toHaveAttribute('data-parent', String(soundL.parent));

  const handle = page.getByTestId(`category-drag-${soundL.id}`);
  const target = page.getByTestId(`category-row-${vocabulary.id}`);
  await handle.hover();
  await page.mouse.down();
  const box = await target.boundingBox();
  if (!box) throw new Error('The target folder is not on screen');
  // dnd-kit starts a drag after a few pixels of movement: move in steps, as a hand would.
  await page.mouse.move(box.x + box.width / 2, box.y + 4, { steps: 5 });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 15 });
  await page.mouse.up();

  await expect(row).toHaveAttribute('data-parent', String(vocabulary.id));
  await expect
    .poll(async () => (await readTree(page)).find((c) => c.id === soundL.id)?.parent)
    .toBe(vocabulary.id);
  await page.reload();
  await expect(page.getByTestId(`category-row-${soundL.id}`)).toHaveAttribute(
    'data-parent',
    String(vocabulary.id),
  );
});

test('a moderator creates a folder; a teacher reads the tree without editing', async ({ page }) => {
  await signIn(page, 'moderator');
  await page.getByTestId('category-new-folder').click();
  await page.getByTestId('category-name').fill('Breathing');
  await page.getByTestId('category-submit').click();
  await expect(page.getByTestId('categories-page')).toContainText('Breathing');

  await page.getByTestId('profile-menu').click();
  await page.getByTestId('profile-menu-logout').click();
  // Signed out once the sign-in form shows (until then /login still sends the user home).
  await expect(page.getByTestId('login-form')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'teacher');
  await page.goto('/view-categories');
  const view = page.getByTestId('view-categories-page');
  await expect(view).toContainText('Breathing');
  await expect(view.locator('[data-testid^="category-drag-"]')).toHaveCount(0);
  await expect(view.locator('[data-testid^="category-delete-"]')).toHaveCount(0);
  await page.screenshot({ path: artifact('view-categories-mobile-en'), fullPage: true });
});
