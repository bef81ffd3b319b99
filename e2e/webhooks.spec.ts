import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { newShopperWithMoney, orderThroughApi } from './support';

/** An integrator's receiver on this machine: records each message id and answers `status`. */
async function receiver(status: number) {
  const ids: string[] = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      ids.push(String(request.headers['webhook-id']));
      response.writeHead(status).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    ids,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('the operator registers a webhook, reads its deliveries and sends one again', async ({ page }) => {
  const healthy = await receiver(204);
  const broken = await receiver(503);
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('e2e-operator-secret');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('menuitem', { name: 'Webhooks' }).click();
    await expect(page).toHaveURL(/\/admin\/webhooks$/);

    for (const url of [healthy.url, broken.url]) {
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const drawer = page.locator('.ant-drawer-open');
      await drawer.getByLabel('URL').fill(url);
      await drawer.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByTestId('webhook-secret')).toContainText(/^whsec_/);
      await expect(page.getByRole('cell', { name: url })).toBeVisible();
    }

    // A shopper orders: order.created arrives at the healthy endpoint; the broken one keeps being retried.
    const shopper = await newShopperWithMoney(page);
    await orderThroughApi(page, shopper.token, 'lamp');
    await expect.poll(() => healthy.ids.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => broken.ids.length, { timeout: 10_000 }).toBeGreaterThan(1);
    await page.reload();
    const deliveries = page.locator('.ant-card').filter({ hasText: 'Deliveries' });
    await expect(deliveries.getByText('Delivered').first()).toBeVisible();
    await expect(deliveries.getByText('Retrying').first()).toBeVisible();

    // Failed only: none yet, the broken endpoint's retries are not spent.
    await page.getByLabel('Failed only').click();
    await expect(page).toHaveURL(/status=failed/);
    await expect(deliveries.locator('.ant-table-row')).toHaveCount(0);
    await page.getByLabel('Failed only').click();

    // Sent again: the same message reaches the healthy endpoint once more.
    const before = healthy.ids.length;
    const delivered = deliveries.locator('.ant-table-row').filter({ hasText: 'Delivered' }).first();
    await delivered.getByRole('button', { name: 'Send again' }).click();
    await expect.poll(() => healthy.ids.length, { timeout: 10_000 }).toBeGreaterThan(before);
    expect(new Set(healthy.ids).size).toBeLessThan(healthy.ids.length);
    await page.screenshot({ path: 'test-results/webhooks-en.png' });
  } finally {
    await healthy.close();
    await broken.close();
  }
});
