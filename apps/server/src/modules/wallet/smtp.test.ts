import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { makeNetworks, makeShopper } from '../../../test/shopping-fixtures';

/** A real SMTP server inside the test: the withdrawal code travels as mail and is read back from it. */
const received: { to: string; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo[0]?.address ?? '',
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let base: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  base = await createTestApp();
  await makeNetworks(base.database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: base.config.dataDir,
    LOG_LEVEL: 'silent',
    SMTP_URL: `smtp://127.0.0.1:${port}`,
  });
  app = await buildApp({ config, database: base.database, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await base.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('withdrawal code by real mail', () => {
  it('sends the code through SMTP; the code from the mail completes the withdrawal', async () => {
    const api = client(app);
    const shopper = await makeShopper(base.database.db, { balanceCents: 20_000 });
    const [user] = await base.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, shopper.id));
    expect(
      (await api.post('/api/ems/send', { email: user!.email, event: 'withdraw' }, { token: shopper.token }))
        .code,
    ).toBe(1);

    const mail = received.find((message) => message.to === user!.email);
    expect(mail?.raw).toContain('Subject: Your verification code');
    const code = mail?.raw.match(/code is (\d{6})/)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const result = await api.post(
      '/api/user/extract',
      { type: 'blockchain', amount: '50', network: 'USDT-TRC20', address: 'TQexample', email_code: code },
      { token: shopper.token },
    );
    expect(result).toMatchObject({ code: 1, data: { status: 'auditing', actual_amount: '49.50' } });
    expect((await api.get('/api/user/getUserInfo', {}, { token: shopper.token })).data).toMatchObject({
      balance: '150.00',
      frozen: '50.00',
    });
  });
});
