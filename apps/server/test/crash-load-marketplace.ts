import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page, Reply, Shopper, ShopOwner } from './crash-server';

/**
 * The marketplace's part of the crash load (crash-load.ts, `LoadOptions.marketplace`): what becomes of paid
 * orders (refunded, or shipped by a third operator, received, and reviewed or refunded after receipt) and
 * the shop owners' withdrawals.
 */

/** The load's counters of the marketplace: checkouts of several shops paid together, after-sale, shops' money. */
export type MarketplaceAction =
  | 'payTogether'
  | 'ship'
  | 'confirm'
  | 'review'
  | 'complete'
  | 'refund'
  | 'refundPass'
  | 'refundRefuse'
  | 'shopWithdraw'
  | 'shopWithdrawAudit';

/** What the marketplace's workers use of their load: its requests (counted, acknowledged) and its state. */
export type LoadRequests = {
  send: <T>(
    action: MarketplaceAction | undefined,
    method: 'GET' | 'POST',
    url: string,
    body?: object,
    headers?: Record<string, string>,
  ) => Promise<Reply<T> | undefined>;
  running: () => boolean;
  ok: Record<MarketplaceAction, number>;
};

type OrderDetail = { id: number; status: string; total: string; items: { product_id: number }[] };

/** A shop owner's withdrawal: the least there is, so that the money settled before the load covers it. */
const SHOP_WITHDRAWAL = '10.00';

/** The marketplace's workers and what its shoppers do with their paid orders, inside one `Load`. */
export class MarketplaceLoad {
  constructor(
    private readonly load: LoadRequests,
    private readonly operatorToken: string,
    /** These shop owners each spend their code on one withdrawal of the shop's money. */
    private readonly owners: ShopOwner[],
  ) {}

  /** The shipper and the shop owners, started with the load's own workers. */
  workers() {
    return [this.shipper(), ...this.owners.map((owner) => this.shopOwner(owner))];
  }

  /**
   * What becomes of a paid order in the marketplace: a refund asked for at once (racing the operators'
   * shipping), or received once shipped and then reviewed (completed: settled to its shop) or, now and then,
   * refunded after receipt; or left as it is.
   */
  async afterPayment(shopper: Shopper, orderId: number) {
    const roll = Math.random();
    if (roll < 0.2) await this.askRefund(shopper, orderId);
    else if (roll < 0.7) await this.receive(shopper, orderId, Math.random() < 0.15);
  }

  private async detail(shopper: Shopper, orderId: number) {
    const reply = await this.load.send<OrderDetail>(
      undefined,
      'GET',
      `/api/order/detail?id=${orderId}`,
      undefined,
      { token: shopper.token },
    );
    return reply?.code === 1 ? reply.data : undefined;
  }

  private async askRefund(shopper: Shopper, orderId: number, detail?: OrderDetail) {
    const order = detail ?? (await this.detail(shopper, orderId));
    if (!order) return;
    const received = order.status === 'received';
    await this.load.send(
      'refund',
      'POST',
      '/api/refund/apply',
      {
        order_id: orderId,
        type: received ? 'return_refund' : 'refund_only',
        // All of it, or a part: the rest is the shop's once the refund passes.
        amount: Math.random() < 0.5 ? order.total : '1.00',
        goods_status: received ? 'received' : 'not_received',
        reason: 'changed_mind',
        explanation: 'Asked for under load',
        images: [shopper.proof],
      },
      { token: shopper.token },
    );
  }

  /** Waits while the load runs for the operators to ship the order, confirms it, then reviews or refunds. */
  private async receive(shopper: Shopper, orderId: number, afterSale: boolean) {
    const token = { token: shopper.token };
    for (let polls = 0; this.load.running() && polls < 40; polls += 1) {
      const order = await this.detail(shopper, orderId);
      if (order?.status === 'undelivered') {
        await sleep(25);
        continue;
      }
      if (order?.status !== 'delivered') return;
      const confirmed = await this.load.send(
        'confirm',
        'POST',
        '/api/order/confirm',
        { order_id: orderId },
        token,
      );
      if (confirmed?.code !== 1) return;
      if (afterSale) return this.askRefund(shopper, orderId, { ...order, status: 'received' });
      for (const item of order.items) {
        const reviewed = await this.load.send<{ order_completed: boolean }>(
          'review',
          'POST',
          '/api/comment/add',
          {
            order_id: orderId,
            product_id: item.product_id,
            product_score: 5,
            service_score: 5,
            postage_score: 5,
            content: 'Arrived in the middle of a crash test',
          },
          token,
        );
        if (reviewed?.data?.order_completed) this.load.ok.complete += 1;
      }
      return;
    }
  }

  /** A third operator ships the paid orders as they come, so shoppers receive them while the load runs. */
  private async shipper() {
    const headers = { token: this.operatorToken };
    while (this.load.running()) {
      const toShip = await this.load.send<Page>(
        undefined,
        'GET',
        '/api/admin/orders?status=undelivered&limit=20',
        undefined,
        headers,
      );
      const shipped = (toShip?.data.list ?? []).map(({ id }) =>
        this.load.send(
          'ship',
          'POST',
          '/api/admin/order/ship',
          { order_id: id, company: 'DHL', tracking_no: `CRASH${id}` },
          headers,
        ),
      );
      if (shipped.length === 0) await sleep(25);
      else await Promise.all(shipped);
    }
  }

  /** Spends the owner's code on one withdrawal of the shop's settled money, a moment into the load. */
  private async shopOwner(owner: ShopOwner) {
    await sleep(50 + Math.random() * 150);
    if (!this.load.running() || !owner.code) return;
    const code = owner.code;
    owner.code = undefined;
    await this.load.send(
      'shopWithdraw',
      'POST',
      '/api/seller/extract',
      {
        type: 'bank',
        amount: SHOP_WITHDRAWAL,
        email_code: code,
        bank_name: 'Crash Bank',
        card_no: '6222000033334444',
        holder: 'Shop Owner',
      },
      { token: owner.sellerToken, 'idempotency-key': randomUUID() },
    );
  }
}
