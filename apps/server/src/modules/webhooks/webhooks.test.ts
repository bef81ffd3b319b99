import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { makeMerchant } from '../../../test/marketplace-fixtures';
import { makeProduct, makeShop, makeShopper, PAY_CODE } from '../../../test/shopping-fixtures';
import { webhookDeliveries } from '../../db/schema';
import { deliverWebhooks, isPrivateAddress, WEBHOOK_RETRIES } from './deliver';

const { t, api, operatorToken } = useTestApp({
  env: { JOB_RETRY_DELAY_SECONDS: '1', WEBHOOKS_ALLOW_PRIVATE: '1' },
});

type Received = { id: string; headers: IncomingHttpHeaders; body: string; answered: number; at: number };

/** An integrator's receiver: records every request and fails the first `failFirst` tries of each message. */
function receiver(failFirst: number) {
  const received: Received[] = [];
  const tries = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = String(request.headers['webhook-id']);
      const tried = (tries.get(id) ?? 0) + 1;
      tries.set(id, tried);
      const answered = tried <= failFirst ? 500 : 204;
      received.push({
        id,
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
        answered,
        at: Date.now(),
      });
      response.writeHead(answered).end();
    });
  });
  return {
    received,
    delivered: () => received.filter((request) => request.answered === 204),
    async listen() {
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const flaky = receiver(3);
const healthy = receiver(0);
let flakyUrl = '';
let healthyUrl = '';

beforeAll(async () => {
  await t.app.ctx.jobs.start();
  flakyUrl = await flaky.listen();
  healthyUrl = await healthy.listen();
});
afterAll(async () => {
  await t.app.ctx.jobs.stop();
  await flaky.close();
  await healthy.close();
});

async function until(check: () => boolean, seconds: number, what: string) {
  const deadline = Date.now() + seconds * 1000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${seconds} s`);
    await sleep(50);
  }
}

async function buy(shopper: Awaited<ReturnType<typeof makeShopper>>, productId: number) {
  const created = await api.post(
    '/api/order/create',
    { items: [{ product_id: productId, quantity: 1 }], address_id: shopper.addressId },
    { token: shopper.token },
  );
  const paid = await api.post(
    '/api/order/pay',
    { order_id: created.data.order_id, pay_password: PAY_CODE },
    { token: shopper.token },
  );
  expect(paid.code).toBe(1);
  return created.data.order_id as number;
}

describe('webhooks (Standard Webhooks)', () => {
  it('a receiver failing the first three tries gets each event exactly once, signed; a healthy one within 5 s', async () => {
    const operator = await operatorToken();
    const save = (url: string) =>
      api.post(
        '/api/admin/webhook/save',
        { url, events: ['order.created', 'order.paid'] },
        { token: operator },
      );
    const [flakyEndpoint, healthyEndpoint] = [(await save(flakyUrl)).data, (await save(healthyUrl)).data];
    expect(flakyEndpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);

    const product = await makeProduct(t.database.db, { priceCents: 1_000, stock: 100 });
    const shopper = await makeShopper(t.database.db, { balanceCents: 100_000 });
    const started: number[] = [];
    const orders: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      started.push(Date.now());
      orders.push(await buy(shopper, product.id));
    }

    // Healthy: every event, once, soon after its action answered.
    await until(() => healthy.delivered().length >= 20, 15, 'healthy deliveries');
    const latencies = orders.map((orderId, index) => {
      const paid = healthy.delivered().find((request) => {
        const body = JSON.parse(request.body) as { type: string; data: { order_id: number } };
        return body.type === 'order.paid' && body.data.order_id === orderId;
      });
      return (paid?.at ?? Infinity) - (started[index] ?? 0);
    });
    latencies.sort((a, b) => a - b);
    expect(latencies[Math.ceil(latencies.length * 0.95) - 1]).toBeLessThan(5_000);

    // Flaky: three refusals, then one delivery of each message, whose signature verifies.
    await until(() => flaky.delivered().length >= 20, 40, 'flaky deliveries');
    await sleep(1_500);
    const verifier = new Webhook(flakyEndpoint.secret as string);
    const ids = new Set(flaky.received.map((request) => request.id));
    expect(ids.size).toBe(20);
    for (const id of ids) {
      const tries = flaky.received.filter((request) => request.id === id);
      expect(tries.map((request) => request.answered)).toEqual([500, 500, 500, 204]);
      const delivered = tries[3]!;
      const body = verifier.verify(delivered.body, delivered.headers as Record<string, string>) as {
        type: string;
        data: { order_id: number };
      };
      expect(['order.created', 'order.paid']).toContain(body.type);
      expect(orders).toContain(body.data.order_id);
    }
    // Each event of each order, once.
    const events = flaky.delivered().map((request) => {
      const body = JSON.parse(request.body) as { type: string; data: { order_id: number } };
      return `${body.type} ${body.data.order_id}`;
    });
    expect(new Set(events).size).toBe(20);

    const deliveries = await api.get('/api/admin/webhook/deliveries', { limit: 100 }, { token: operator });
    const ofFlaky = deliveries.data.list.filter(
      (delivery: { endpoint_id: number }) => delivery.endpoint_id === flakyEndpoint.id,
    );
    expect(ofFlaky).toHaveLength(20);
    for (const delivery of ofFlaky) expect(delivery).toMatchObject({ status: 'delivered', attempts: 4 });
    expect(
      (await api.get('/api/admin/webhook/deliveries', { status: 'failed' }, { token: operator })).data.total,
    ).toBe(0);

    // Replayed: the same message again (the same webhook-id, for the receiver to recognise).
    const replayed = await api.post(
      '/api/admin/webhook/replay',
      { delivery_id: ofFlaky[0].id },
      { token: operator },
    );
    expect(replayed.data.status).toBe('pending');
    const before = healthy.received.length + flaky.received.length;
    await until(() => healthy.received.length + flaky.received.length > before, 10, 'the replay');
    expect(flaky.received.at(-1)?.id).toBe(`msg_${ofFlaky[0].id}`);
    expect(healthyEndpoint.id).toBeGreaterThan(flakyEndpoint.id);
  }, 90_000);

  it('a rotated secret signs beside the old one for a day; a shop hears only its own events', async () => {
    const operator = await operatorToken();
    const listening = receiver(0);
    const url = await listening.listen();
    try {
      const merchant = await makeMerchant(t.database.db);
      const own = await api.post(
        '/api/seller/webhook/save',
        { url, events: ['order.paid'] },
        { token: merchant.sellerToken },
      );
      expect(own.data).toMatchObject({ shop_id: merchant.shopId, events: ['order.paid'], enabled: true });
      const rotated = await api.post(
        '/api/seller/webhook/save',
        { id: own.data.id, url, events: ['order.paid'], rotate_secret: true },
        { token: merchant.sellerToken },
      );
      expect(rotated.data.secret).not.toBe(own.data.secret);
      // The platform's list does not show the shop's endpoint, nor the shop's the platform's.
      const platform = (await api.get('/api/admin/webhooks', {}, { token: operator })).data as {
        id: number;
      }[];
      expect(platform.map((endpoint) => endpoint.id)).not.toContain(own.data.id);
      const shops = (await api.get('/api/seller/webhooks', {}, { token: merchant.sellerToken })).data;
      expect(shops).toEqual([{ ...rotated.data, secret: null }]);

      const shopper = await makeShopper(t.database.db, { balanceCents: 100_000 });
      const theirs = await makeProduct(t.database.db, {
        shopId: merchant.shopId,
        priceCents: 500,
        stock: 10,
      });
      const other = await makeProduct(t.database.db, {
        shopId: (await makeShop(t.database.db)).id,
        priceCents: 500,
      });
      const orderId = await buy(shopper, theirs.id);
      await buy(shopper, other.id);
      await until(() => listening.delivered().length >= 1, 10, 'the shop’s event');
      await sleep(1_500);
      expect(listening.received).toHaveLength(1);
      const [request] = listening.received;
      for (const secret of [own.data.secret, rotated.data.secret]) {
        const body = new Webhook(secret).verify(
          request!.body,
          request!.headers as Record<string, string>,
        ) as {
          data: { order_id: number };
        };
        expect(body.data.order_id).toBe(orderId);
      }
      // Another shop's owner cannot see or replay it.
      const stranger = await makeMerchant(t.database.db);
      const deliveries = await api.get('/api/seller/webhook/deliveries', {}, { token: merchant.sellerToken });
      expect(deliveries.data.total).toBe(1);
      const refused = await api.post(
        '/api/seller/webhook/replay',
        { delivery_id: deliveries.data.list[0].id },
        { token: stranger.sellerToken },
      );
      expect(refused.key).toBe('msg.webhook_delivery_not_found');
      expect(
        (
          await api.post(
            '/api/seller/webhook/save',
            { id: own.data.id, url, events: ['order.paid'] },
            { token: stranger.sellerToken },
          )
        ).key,
      ).toBe('msg.webhook_not_found');
    } finally {
      await listening.close();
    }
  }, 30_000);

  it('refuses endpoints that are not http(s) URLs, and private addresses unless allowed', async () => {
    const operator = await operatorToken();
    for (const url of [
      'ftp://example.com/hook',
      'javascript:alert(1)',
      'https://user:pass@example.com/',
      'not a url',
    ]) {
      const refused = await api.post(
        '/api/admin/webhook/save',
        { url, events: ['order.paid'] },
        { token: operator },
      );
      expect({ url, key: refused.key }).toEqual({ url, key: 'validation.invalid' });
    }
    expect(
      (
        await api.post(
          '/api/admin/webhook/save',
          { url: 'https://example.com/', events: [] },
          { token: operator },
        )
      ).key,
    ).toBe('validation.required');
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '100.64.0.1',
    ])
      expect({ address, private: isPrivateAddress(address) }).toEqual({ address, private: true });
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'])
      expect({ address, private: isPrivateAddress(address) }).toEqual({ address, private: false });

    // Delivered with private addresses refused: never sent, recorded, and failed once its last retry is spent.
    const saved = await api.post(
      '/api/admin/webhook/save',
      { url: flakyUrl, events: ['topup.decided'] },
      { token: operator },
    );
    const [delivery] = await t.database.db
      .insert(webhookDeliveries)
      .values({
        endpointId: saved.data.id,
        outboxId: 999_999,
        event: 'topup.decided',
        payload: { recharge_id: 1 },
      })
      .returning();
    const before = flaky.received.length;
    const deliver = deliverWebhooks(t.database.db, { allowPrivate: false });
    const job = { id: 'x', data: { deliveryId: delivery!.id }, retryLimit: WEBHOOK_RETRIES };
    await expect(deliver({ ...job, retryCount: 0 })).rejects.toThrow(/private address/);
    await expect(deliver({ ...job, retryCount: WEBHOOK_RETRIES })).rejects.toThrow(/private address/);
    expect(flaky.received.length).toBe(before);
    const failed = await api.get('/api/admin/webhook/deliveries', { status: 'failed' }, { token: operator });
    expect(failed.data.list).toEqual([
      expect.objectContaining({ id: delivery!.id, status: 'failed', attempts: 2, last_status_code: null }),
    ]);
    expect(failed.data.list[0].last_error).toMatch(/127\.0\.0\.1 is a private address/);
  });
});
