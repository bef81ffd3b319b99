import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type MarketplaceAction, MarketplaceLoad } from './crash-load-marketplace';
import {
  call,
  killHard,
  type Page,
  type Reply,
  ServerFault,
  ServerUnavailable,
  type Shopper,
  type ShopOwner,
} from './crash-server';
import { PAY_CODE } from './shopping-fixtures';

/** The crash suites' load of shoppers and operators (crash.pg.test.ts, connection-loss.pg.test.ts). */

type WithdrawalPage = { list: { id: number; shop_id: number | null }[] };

type Action =
  | 'create'
  | 'pay'
  | 'cancel'
  | 'topUp'
  | 'withdraw'
  | 'topUpAudit'
  | 'withdrawAudit'
  // The marketplace's part (`LoadOptions.marketplace`):
  | MarketplaceAction;

export type LoadOptions = {
  port?: number;
  /** Counts 503 envelopes (the database lost under a request) in `unavailable` instead of as faults. */
  unavailableAllowed?: boolean;
  /**
   * The marketplace too: checkouts of several shops paid together, paid orders shipped by an operator,
   * received and reviewed (completed, so settled to their shops) or refunded (audited by the operators), and
   * these shop owners each spending their code on one withdrawal of the shop's money.
   */
  marketplace?: { owners: ShopOwner[] };
};

/**
 * Shoppers creating, paying (twice, with and without Idempotency-Key) and cancelling orders, asking for
 * top-ups and withdrawals, and two operators auditing the same queues at once, until `kill`; with
 * `marketplace`, also the after-sale life of paid orders and shop owners' withdrawals.
 */
export class Load {
  readonly ok: Record<Action, number> = {
    create: 0,
    pay: 0,
    cancel: 0,
    topUp: 0,
    withdraw: 0,
    topUpAudit: 0,
    withdrawAudit: 0,
    payTogether: 0,
    ship: 0,
    confirm: 0,
    review: 0,
    complete: 0,
    refund: 0,
    refundPass: 0,
    refundRefuse: 0,
    shopWithdraw: 0,
    shopWithdrawAudit: 0,
  };
  readonly faults: string[] = [];
  /** The ids the server acknowledged (code 1): each must be in the database, whatever happened next. */
  readonly acknowledged = {
    orders: new Set<number>(),
    paidOrders: new Set<number>(),
    topUps: new Set<number>(),
    withdrawals: new Set<number>(),
    refunds: new Set<number>(),
    shopWithdrawals: new Set<number>(),
  };
  /** 503 answers, when `unavailableAllowed`. */
  unavailable = 0;
  /** Requests sent before the kill that never got an answer: proof that the kill landed mid-load. */
  cut = 0;
  inFlightAtKill = 0;
  private inFlight = 0;
  private killedAt: number | undefined;
  private readonly workers: Promise<void>[];
  private readonly marketplace: MarketplaceLoad | undefined;

  constructor(
    shoppers: Shopper[],
    private readonly products: number[],
    private readonly operatorToken: string,
    /** Shoppers holding an unused withdrawal code; each spends it once in this load. */
    private readonly withdrawers: Set<Shopper>,
    private readonly options: LoadOptions = {},
  ) {
    const requests = { send: this.send.bind(this), running: () => this.running, ok: this.ok };
    this.marketplace =
      options.marketplace && new MarketplaceLoad(requests, operatorToken, options.marketplace.owners);
    this.workers = [
      ...shoppers.map((shopper) => this.shopper(shopper)),
      this.operator(),
      this.operator(),
      ...(this.marketplace?.workers() ?? []),
    ];
  }

  async kill(child: ChildProcess) {
    this.killedAt = performance.now();
    this.inFlightAtKill = this.inFlight;
    await killHard(child);
    await Promise.all(this.workers);
  }

  /** Ends the load without killing the server: every request under way gets its answer first. */
  async stop() {
    this.killedAt = performance.now();
    await Promise.all(this.workers);
  }

  private get running() {
    return this.killedAt === undefined;
  }

  private async send<T>(
    action: Action | undefined,
    method: 'GET' | 'POST',
    url: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<Reply<T> | undefined> {
    const sentAt = performance.now();
    this.inFlight += 1;
    try {
      const reply = await call<T>(method, url, body, headers, this.options.port);
      if (reply.code === 1 && action) {
        this.ok[action] += 1;
        this.acknowledge(action, body as { order_id?: number; order_ids?: number[] } | undefined, reply.data);
      }
      return reply;
    } catch (error) {
      if (error instanceof ServerUnavailable && this.options.unavailableAllowed) this.unavailable += 1;
      else if (error instanceof ServerFault || this.killedAt === undefined) this.faults.push(String(error));
      else if (sentAt < this.killedAt) this.cut += 1;
      return undefined;
    } finally {
      this.inFlight -= 1;
    }
  }

  private acknowledge(
    action: Action,
    body: { order_id?: number; order_ids?: number[] } | undefined,
    data: unknown,
  ) {
    const answer = (data ?? {}) as { id?: number; order_id?: number; order_ids?: number[] };
    if (action === 'create') for (const id of answer.order_ids ?? []) this.acknowledged.orders.add(id);
    if (action === 'create' && answer.order_id) this.acknowledged.orders.add(answer.order_id);
    if (action === 'pay' && body?.order_id) this.acknowledged.paidOrders.add(body.order_id);
    if (action === 'payTogether')
      for (const id of body?.order_ids ?? []) this.acknowledged.paidOrders.add(id);
    if (action === 'topUp' && answer.id) this.acknowledged.topUps.add(answer.id);
    if (action === 'withdraw' && answer.id) this.acknowledged.withdrawals.add(answer.id);
    if (action === 'refund' && answer.id) this.acknowledged.refunds.add(answer.id);
    if (action === 'shopWithdraw' && answer.id) this.acknowledged.shopWithdrawals.add(answer.id);
  }

  private async shopper(shopper: Shopper) {
    while (this.running) {
      const roll = Math.random();
      if (roll < 0.2 && this.withdrawers.delete(shopper)) await this.withdraw(shopper);
      else if (roll < 0.4) await this.topUp(shopper);
      else await this.order(shopper);
    }
  }

  private async order(shopper: Shopper) {
    // One or two products in ascending id order, as a bag checkout sends them.
    const picked = [...new Set([this.pick(), this.pick()])].sort((a, b) => a - b);
    const items = picked.map((id) => ({ product_id: id, quantity: 1 + Math.floor(Math.random() * 3) }));
    const token = { token: shopper.token };
    const keyed = (key: string | undefined) => (key ? { ...token, 'idempotency-key': key } : token);
    const body = { items, address_id: shopper.addressId };
    const createKey = Math.random() < 0.5 ? randomUUID() : undefined;
    const create = () =>
      this.send<{ order_id: number; order_ids: number[] }>(
        'create',
        'POST',
        '/api/order/create',
        body,
        keyed(createKey),
      );
    // A keyed create is sometimes double-tapped: the second waits for the first and replays its answer.
    const [created, replayed] = await Promise.all([
      create(),
      createKey && Math.random() < 0.3 ? create() : undefined,
    ]);
    if (created?.code !== 1) return;
    const orderId = created.data.order_id;
    if (replayed?.code === 1 && replayed.data.order_id !== orderId) {
      this.faults.push(`one Idempotency-Key created orders ${orderId} and ${replayed.data.order_id}`);
    }
    // A checkout of several shops is paid together in the marketplace (all or none); the rest pay the first.
    const together = this.options.marketplace && created.data.order_ids.length > 1;
    const orderIds = together ? created.data.order_ids : [orderId];
    const payBody = together ? { order_ids: orderIds } : { order_id: orderId };
    const pay = (key?: string) =>
      this.send(
        together ? 'payTogether' : 'pay',
        'POST',
        '/api/order/pay',
        { ...payBody, pay_password: PAY_CODE },
        keyed(key),
      );
    const cancel = () => this.send('cancel', 'POST', '/api/order/cancel', { order_id: orderId }, token);
    const roll = Math.random();
    let replies: (Reply<unknown> | undefined)[] = [];
    if (roll < 0.1) return; // left unpaid: it keeps its stock reserved
    if (roll < 0.2) await cancel();
    else if (roll < 0.3) replies = await Promise.all([pay(), cancel()]);
    else if (roll < 0.55) {
      const key = randomUUID();
      replies = await Promise.all([pay(key), pay(key), pay()]);
    } else replies = [await pay(Math.random() < 0.5 ? randomUUID() : undefined)];
    if (this.marketplace && replies.some((reply) => reply?.code === 1)) {
      for (const id of orderIds) await this.marketplace.afterPayment(shopper, id);
    }
  }

  private async topUp(shopper: Shopper) {
    const headers = { token: shopper.token, 'idempotency-key': randomUUID() };
    const body = { method: 'card', amount: '20.00', image: shopper.proof };
    await Promise.all([
      this.send('topUp', 'POST', '/api/user/recharge', body, headers),
      Math.random() < 0.3 ? this.send('topUp', 'POST', '/api/user/recharge', body, headers) : undefined,
    ]);
  }

  private async withdraw(shopper: Shopper) {
    await this.send(
      'withdraw',
      'POST',
      '/api/user/extract',
      {
        type: 'bank',
        amount: '30.00',
        email_code: shopper.code,
        bank_name: 'Crash Bank',
        card_no: '6222000011112222',
        holder: 'Test Buyer',
      },
      { token: shopper.token, 'idempotency-key': randomUUID() },
    );
  }

  /** Both operators read the same queues, so most requests are audited twice at once. */
  private async operator() {
    const headers = { token: this.operatorToken };
    const marketplace = Boolean(this.options.marketplace);
    const queue = <T>(url: string, wanted = true) =>
      wanted ? this.send<T>(undefined, 'GET', url, undefined, headers) : undefined;
    while (this.running) {
      const [recharges, withdrawals, refunds] = await Promise.all([
        queue<Page>('/api/admin/recharges?status=auditing&limit=20'),
        queue<WithdrawalPage>('/api/admin/withdrawals?status=auditing&limit=20'),
        queue<Page>('/api/admin/refunds?status=auditing&limit=20', marketplace),
      ]);
      const audits = [
        // Every third top-up arrives short: the operator credits what actually arrived.
        ...(recharges?.data.list ?? []).map(({ id }) =>
          this.send(
            'topUpAudit',
            'POST',
            '/api/admin/recharge/audit',
            { id, pass: true, ...(id % 3 ? {} : { amount: '19.50' }) },
            headers,
          ),
        ),
        ...(withdrawals?.data.list ?? []).map(({ id, shop_id: shopId }) =>
          this.send(
            shopId === null || shopId === undefined ? 'withdrawAudit' : 'shopWithdrawAudit',
            'POST',
            '/api/admin/withdraw/audit',
            { id, pass: id % 2 === 0, remark: 'crash test' },
            headers,
          ),
        ),
        // Two refunds in three pass.
        ...(refunds?.data.list ?? []).map(({ id }) =>
          this.send(
            id % 3 ? 'refundPass' : 'refundRefuse',
            'POST',
            '/api/admin/refund/audit',
            { id, pass: id % 3 !== 0, remark: 'crash test' },
            headers,
          ),
        ),
      ];
      if (audits.length === 0) await sleep(25);
      else await Promise.all(audits);
    }
  }

  private pick() {
    return this.products[Math.floor(Math.random() * this.products.length)]!;
  }
}
