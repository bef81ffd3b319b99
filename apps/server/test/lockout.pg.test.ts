import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openPostgres } from '../src/db/client';
import { emailCodes, loginAttempts, orders, users } from '../src/db/schema';
import { seedBase } from '../src/seed/base';
import { captureMailer, client, registerShopper } from './harness';
import { createDatabase } from './postgres-url';
import { balanceAndLedger, makeProduct, makeShopper, PASSWORD, PAY_CODE } from './shopping-fixtures';

/**
 * Bursts of guesses with the right answer among them, spread over two app instances with pools of their own on
 * one PostgreSQL database: every lock must hold whatever the concurrency, the count living in the database
 * (decision 018). Runs in the PostgreSQL project only.
 */
const LOCKED_PAY = 'Too many wrong payment codes, please try again in 15 minutes';
const LOCKED_LOGIN = 'Too many failed attempts, please try again in 15 minutes';
const WRONG_LOGIN = 'Incorrect account or password';
const attemptsLeft = (left: number) => `Incorrect payment code, ${left} attempts left`;

const databases: Database[] = [];
const instances: FastifyInstance[] = [];
const mailer = captureMailer();
let dataDir = '';
let dropDatabase: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  const name = `storefront_lockout_${process.pid}_${Date.now()}`;
  const created = await createDatabase(process.env.TEST_DATABASE_URL as string, name);
  dropDatabase = created.drop;
  dataDir = await mkdtemp(path.join(tmpdir(), 'storefront-lockout-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '10000',
  });
  for (let instance = 0; instance < 2; instance += 1) {
    const database = openPostgres(created.url, 10);
    if (instance === 0) {
      await database.migrate();
      await seedBase(database.db);
    }
    databases.push(database);
    const app = await buildApp({ config, database, mailer, logger: false });
    await app.ready();
    instances.push(app);
  }
});

afterAll(async () => {
  for (const app of instances) await app.close();
  for (const database of databases) await database.close();
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

const db = () => databases[0]!.db;
/** The n-th request of a burst goes to one instance, the next to the other. */
const on = (n: number) => client(instances[n % 2]!);

/** Many wrong answers and the right one last, sent at once; the answers in the order they were sent. */
async function burst<T>(wrong: number, send: (n: number, right: boolean) => Promise<T>) {
  return Promise.all(Array.from({ length: wrong + 1 }, (_, n) => send(n, n === wrong)));
}

const count = (messages: string[], message: string) => messages.filter((msg) => msg === message).length;

/**
 * How many answers of a burst said 4, 3, 2 and 1 attempts left. The right code sent with the wrong ones ends the
 * streak it finds when it is judged while the streak has room (which claim comes first is the database's
 * order): the wrong codes after it begin a second streak, and each count is 1 or 2. Judged after five wrong
 * ones, it is refused like them and each count is exactly 1. No order of claims gives more.
 */
function expectStreaks(messages: string[], rightAccepted: boolean) {
  const left = [4, 3, 2, 1].map((attempts) => count(messages, attemptsLeft(attempts)));
  if (rightAccepted) expect(left.every((answered) => answered <= 2)).toBe(true);
  else expect(left).toEqual([1, 1, 1, 1]);
}

async function payFailures(userId: number) {
  const [row] = await db()
    .select({ failures: users.payFailures, lockedUntil: users.payLockedUntil })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

describe('payment code lock under bursts on two instances', () => {
  it('100 wrong codes and the right one at once on verify_pay: five judged a streak, locked at the end', async () => {
    const shopper = await makeShopper(db());
    const answers = await burst(100, (n, right) =>
      on(n).post(
        '/api/user/verify_pay',
        { pay_password: right ? PAY_CODE : String(100_000 + n) },
        { token: shopper.token },
      ),
    );
    const messages = answers.map((answer) => answer.msg);
    const rightAccepted = messages.at(-1) === 'Success';
    // Five attempts a streak were claimed and judged: four answered with the attempts left, the fifth with the lock.
    expectStreaks(messages, rightAccepted);
    if (!rightAccepted) {
      expect(messages.at(-1)).toBe(LOCKED_PAY);
      expect(count(messages, LOCKED_PAY)).toBe(97);
    }
    expect((await payFailures(shopper.id)).failures).toBe(5);
    // Still locked afterwards, on either instance.
    for (const n of [0, 1]) {
      const again = await on(n).post(
        '/api/user/verify_pay',
        { pay_password: PAY_CODE },
        { token: shopper.token },
      );
      expect(again.msg).toBe(LOCKED_PAY);
    }
  });

  it('30 payments of one order with wrong codes and one with the right code at once: paid once at most', async () => {
    const shopper = await makeShopper(db(), { balanceCents: 10_000 });
    const product = await makeProduct(db(), { priceCents: 1_000 });
    const created = await on(0).post(
      '/api/order/create',
      { items: [{ product_id: product.id, quantity: 1 }], address_id: shopper.addressId },
      { token: shopper.token },
    );
    const orderId = created.data.order_id as number;
    const answers = await burst(30, (n, right) =>
      on(n).post(
        '/api/order/pay',
        { order_id: orderId, pay_password: right ? PAY_CODE : String(200_000 + n) },
        { token: shopper.token },
      ),
    );
    const messages = answers.map((answer) => answer.msg);
    const rightAccepted = answers.at(-1)?.code === 1;
    expectStreaks(messages, rightAccepted);
    // No wrong code pays.
    expect(answers.slice(0, 30).every((answer) => answer.code !== 1)).toBe(true);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    if (rightAccepted) {
      // The right code came while the streak had room: the order is paid, once.
      expect(order?.status).not.toBe('unpaid');
      expect((await balanceAndLedger(db(), shopper.id)).balance).toBe(10_000 - (order?.totalCents ?? 0));
      return;
    }
    expect(count(messages, LOCKED_PAY)).toBe(27);
    expect(messages.at(-1)).toBe(LOCKED_PAY);
    expect((await payFailures(shopper.id)).failures).toBe(5);
    expect(order?.status).toBe('unpaid');
    expect((await balanceAndLedger(db(), shopper.id)).balance).toBe(10_000);

    const again = await on(1).post(
      '/api/order/pay',
      { order_id: orderId, pay_password: PAY_CODE },
      { token: shopper.token },
    );
    expect(again.msg).toBe(LOCKED_PAY);
    expect((await balanceAndLedger(db(), shopper.id)).balance).toBe(10_000);
  });
});

/** Runs `work`, counting the payment code claims (decision 018) any instance sent to PostgreSQL meanwhile. */
async function claimsDuring<T>(work: () => Promise<T>): Promise<[T, number]> {
  const original = pg.Client.prototype.query;
  let claims = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [query] = args as [string | { text?: string }];
    const text = typeof query === 'string' ? query : (query.text ?? '');
    if (text.includes('with claimed as')) claims += 1;
    return (original as (...given: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    return [await work(), claims];
  } finally {
    pg.Client.prototype.query = original;
  }
}

describe('a payment code each instance judged before pays without a claim (decision 065)', () => {
  async function orderOf(shopper: Awaited<ReturnType<typeof makeShopper>>, priceCents = 1_000) {
    const product = await makeProduct(db(), { priceCents });
    const created = await on(0).post(
      '/api/order/create',
      { items: [{ product_id: product.id, quantity: 1 }], address_id: shopper.addressId },
      { token: shopper.token },
    );
    return created.data.order_id as number;
  }
  const pay = (instance: number, token: string, orderId: number, code = PAY_CODE) =>
    on(instance).post('/api/order/pay', { order_id: orderId, pay_password: code }, { token });
  /** A shopper with 100.00 who paid an order of 16.00 on each instance: both have judged the code. */
  async function shopperWhoPaidOnBoth() {
    const shopper = await makeShopper(db(), { balanceCents: 10_000 });
    for (const instance of [0, 1])
      expect((await pay(instance, shopper.token, await orderOf(shopper))).code).toBe(1);
    return shopper;
  }
  /** The order is still unpaid and the balance what it was. */
  async function expectNotPaid(orderId: number, shopperId: number, balanceCents: number) {
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('unpaid');
    expect((await balanceAndLedger(db(), shopperId)).balance).toBe(balanceCents);
  }

  // The memo lives in the process: both instances of this file share it, as the workers of one server would.
  it('claims the first time only, and pays exactly as before', async () => {
    const shopper = await makeShopper(db(), { balanceCents: 10_000 });
    const [first, second, third] = [await orderOf(shopper), await orderOf(shopper), await orderOf(shopper)];
    const [firstPaid, firstClaims] = await claimsDuring(() => pay(0, shopper.token, first));
    const [secondPaid, secondClaims] = await claimsDuring(() => pay(0, shopper.token, second));
    const [thirdPaid, thirdClaims] = await claimsDuring(() => pay(1, shopper.token, third));
    expect([firstPaid.code, secondPaid.code, thirdPaid.code]).toEqual([1, 1, 1]);
    expect([firstClaims, secondClaims, thirdClaims]).toEqual([1, 0, 0]);
    // Three orders of 10.00 plus 6.00 freight each.
    expect(await balanceAndLedger(db(), shopper.id)).toMatchObject({ balance: 5_200, ledgerSum: 5_200 });
    expect(await payFailures(shopper.id)).toEqual({ failures: 0, lockedUntil: null });
  });

  it('is refused while payments are locked, on either instance, and nothing is paid', async () => {
    const shopper = await shopperWhoPaidOnBoth();
    for (let n = 0; n < 5; n += 1) {
      await on(n).post('/api/user/verify_pay', { pay_password: '000001' }, { token: shopper.token });
    }
    const orderId = await orderOf(shopper);
    for (const instance of [0, 1]) {
      const [answer, claims] = await claimsDuring(() => pay(instance, shopper.token, orderId));
      expect(answer.msg).toBe(LOCKED_PAY);
      expect(claims).toBe(1);
    }
    await expectNotPaid(orderId, shopper.id, 6_800);
  });

  it('is refused when every attempt of the streak is taken, even before the lock is set', async () => {
    const shopper = await makeShopper(db(), { balanceCents: 10_000 });
    expect((await pay(0, shopper.token, await orderOf(shopper))).code).toBe(1);
    // Five wrong codes claimed and still being judged: no attempt is left, and no lock yet.
    await db()
      .update(users)
      .set({ payFailures: 5, payFailuresSince: new Date() })
      .where(eq(users.id, shopper.id));
    const orderId = await orderOf(shopper);
    const paying = pay(0, shopper.token, orderId);
    // The last of them judged wrong sets the lock while the right code waits for an attempt.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await db()
      .update(users)
      .set({ payLockedUntil: new Date(Date.now() + 15 * 60_000) })
      .where(eq(users.id, shopper.id));
    expect((await paying).msg).toBe(LOCKED_PAY);
    await expectNotPaid(orderId, shopper.id, 8_400);
  });

  it('judges a code replaced on the other instance again, and a short balance is still short', async () => {
    const shopper = await makeShopper(db(), { balanceCents: 3_000 });
    expect((await pay(0, shopper.token, await orderOf(shopper))).code).toBe(1);
    const changed = await on(1).post(
      '/api/user/resetPay',
      { pay_password: '246802', old_pay_password: PAY_CODE, password: PASSWORD },
      { token: shopper.token },
    );
    expect(changed.code).toBe(1);
    const orderId = await orderOf(shopper, 100);
    expect((await pay(0, shopper.token, orderId)).msg).toBe(attemptsLeft(4));
    expect((await pay(0, shopper.token, orderId, '246802')).code).toBe(1);
    // 7.00 left: the next order of 10.00 plus freight is refused, with the code judged right and the streak over.
    const [short, claims] = await claimsDuring(async () =>
      pay(0, shopper.token, await orderOf(shopper), '246802'),
    );
    expect(short.msg).toBe('Your balance is not enough');
    expect(claims).toBe(1);
    expect(await balanceAndLedger(db(), shopper.id)).toMatchObject({ balance: 700, ledgerSum: 700 });
    expect(await payFailures(shopper.id)).toEqual({ failures: 0, lockedUntil: null });
  });

  it('30 wrong codes and the right one at once, judged before: five wrong judged a streak, paid at most once', async () => {
    const shopper = await shopperWhoPaidOnBoth();
    const orderId = await orderOf(shopper);
    const answers = await burst(30, (n, right) =>
      pay(n, shopper.token, orderId, right ? PAY_CODE : String(400_000 + n)),
    );
    const messages = answers.map((answer) => answer.msg);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    const paid = order?.status !== 'unpaid';
    expectStreaks(messages, paid);
    expect(answers.at(-1)?.code).toBe(paid ? 1 : 0);
    expect(await balanceAndLedger(db(), shopper.id)).toMatchObject({
      balance: paid ? 5_200 : 6_800,
      ledgerSum: paid ? 5_200 : 6_800,
    });
    expect((await payFailures(shopper.id)).failures).toBeLessThanOrEqual(5);
  });
});

describe('card passwords behind the payment code under a burst on two instances', () => {
  it('30 wrong codes and the right one at once: five judged a streak, passwords for the right one only, payment locked', async () => {
    const shopper = await makeShopper(db(), { balanceCents: 10_000 });
    const card = await makeProduct(db(), { virtual: { cards: 2, period: 'day', count: 2 } });
    const created = await on(0).post(
      '/api/order/create',
      { items: [{ product_id: card.id, quantity: 1 }] },
      { token: shopper.token },
    );
    const orderId = created.data.order_id as number;
    const paid = await on(1).post(
      '/api/order/pay',
      { order_id: orderId, pay_password: PAY_CODE },
      { token: shopper.token },
    );
    expect(paid.code).toBe(1);
    const answers = await burst(30, (n, right) =>
      on(n).post(
        '/api/order/cards',
        { order_id: orderId, pay_password: right ? PAY_CODE : String(300_000 + n) },
        { token: shopper.token },
      ),
    );
    const messages = answers.map((answer) => answer.msg);
    const right = answers[30]!;
    expectStreaks(messages, right.code === 1);
    // No wrong code is ever given a password; the right one gets the card when it was judged (`expectStreaks`).
    expect(answers.slice(0, 30).every((answer) => answer.data === null)).toBe(true);
    if (right.code === 1) {
      expect(right.data).toHaveLength(1);
      expect(right.data[0].card_password).toBeTruthy();
    } else {
      expect(right.msg).toBe(LOCKED_PAY);
      expect(count(messages, LOCKED_PAY)).toBe(27);
    }
    // The lock is the payment code's, not this call's: paying another order is refused as well.
    const next = await on(0).post(
      '/api/order/create',
      { items: [{ product_id: card.id, quantity: 1 }] },
      { token: shopper.token },
    );
    const payNext = await on(1).post(
      '/api/order/pay',
      { order_id: next.data.order_id, pay_password: PAY_CODE },
      { token: shopper.token },
    );
    expect(payNext.msg).toBe(LOCKED_PAY);
  });
});

describe('the right payment code sent many times at once on two instances', () => {
  it('is judged right every time and locks nothing: a double tap is not a guess', async () => {
    const shopper = await makeShopper(db());
    const answers = await burst(11, (n) =>
      on(n).post('/api/user/verify_pay', { pay_password: PAY_CODE }, { token: shopper.token }),
    );
    expect(answers.map((answer) => answer.msg)).toEqual(Array(12).fill('Success'));
    expect(await payFailures(shopper.id)).toEqual({ failures: 0, lockedUntil: null });
  });
});

describe('login lock under bursts on two instances', () => {
  it('100 wrong passwords and the right one at once from one address: five judged a streak', async () => {
    const shopper = await registerShopper(instances[0]!);
    const stranger = { ip: '203.0.113.9' };
    const answers = await burst(100, (n, right) =>
      on(n).post(
        '/api/user/login',
        { account: shopper.username, password: right ? shopper.password : `wrong-${n}` },
        stranger,
      ),
    );
    const messages = answers.map((answer) => answer.msg);
    const right = { account: shopper.username, password: shopper.password };
    // The shopper's own device is another address: the stranger's guesses never lock it out.
    const ownDevice = () => on(1).post('/api/user/login', right, { ip: '198.51.100.7' });
    if (messages.at(-1) === 'Login Success') {
      // The right password was judged while the streak had room (the database's order of claims): its success
      // ends the streak, and any lock the wrong ones set meanwhile; the wrong ones after it begin another. Two
      // streaks of five at most.
      expect(count(messages, WRONG_LOGIN)).toBeLessThanOrEqual(8);
      expect(await ownDevice()).toMatchObject({ code: 1, msg: 'Login Success' });
      return;
    }
    expect(count(messages, WRONG_LOGIN)).toBe(4);
    expect(count(messages, LOCKED_LOGIN)).toBe(97);
    const [row] = await db()
      .select()
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.accountKey, shopper.username.toLowerCase()),
          eq(loginAttempts.client, stranger.ip),
        ),
      );
    expect(row?.failures).toBe(5);
    for (const n of [0, 1])
      expect((await on(n).post('/api/user/login', right, stranger)).msg).toBe(LOCKED_LOGIN);
    expect(await ownDevice()).toMatchObject({ code: 1, msg: 'Login Success' });
  });

  it('an unknown account is locked after the same five guesses, with the same answers', async () => {
    const guesser = { ip: '203.0.113.10' };
    const answers = await burst(15, (n) =>
      on(n).post('/api/user/login', { account: 'no_such_shopper', password: `wrong-${n}` }, guesser),
    );
    const messages = answers.map((answer) => answer.msg);
    expect(count(messages, WRONG_LOGIN)).toBe(4);
    expect(count(messages, LOCKED_LOGIN)).toBe(12);
  });
});

describe('email code tries under bursts on two instances', () => {
  it('20 wrong codes and the right one at once: five judged, the right one only among them, never again', async () => {
    const shopper = await registerShopper(instances[0]!);
    expect((await on(0).post('/api/ems/send', { email: shopper.email, event: 'resetpwd' })).code).toBe(1);
    const code = mailer.lastCode(shopper.email);
    const wrongCode = (n: number) => {
      const guess = String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');
      return guess;
    };
    const answers = await burst(20, (n, right) =>
      on(n).post('/api/user/resetpwd', {
        email: shopper.email,
        code: right ? code : wrongCode(n),
        new_password: 'taken-over',
      }),
    );
    // No wrong code resets the password.
    expect(answers.slice(0, 20).every((answer) => answer.code === 0)).toBe(true);
    const [row] = await db().select().from(emailCodes).where(eq(emailCodes.email, shopper.email));
    expect(row?.attempts).toBeLessThanOrEqual(5);
    // The right code counts only when it was among the five tries judged (the database's order of claims).
    const rightJudged = answers.at(-1)?.code === 1;
    if (!rightJudged) {
      expect(answers.at(-1)?.msg).toBe('The verification code is incorrect or has expired');
      expect(row?.attempts).toBe(5);
      expect(row?.consumedAt).toBeNull();
    }

    // Either way the code is spent: five tries taken, or used once.
    const reset = { email: shopper.email, code, new_password: 'taken-over' };
    expect((await on(1).post('/api/user/resetpwd', reset)).code).toBe(0);
    const login = await on(0).post(
      '/api/user/login',
      { account: shopper.username, password: rightJudged ? 'taken-over' : shopper.password },
      { ip: '198.51.100.8' },
    );
    expect(login.code).toBe(1);
  });
});
