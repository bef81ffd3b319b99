import { lookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { Agent, fetch } from 'undici';
import type { Db } from '../../db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { type Job, jobIdOf, type JobRunner } from '../../lib/jobs';
import type { OutboxRow } from '../../lib/outbox';
import { inTransaction } from '../../lib/transaction';

export const WEBHOOK_QUEUE = 'webhook';
/** 13 retries with backoff from JOB_RETRY_DELAY_SECONDS (10 s: the last about 23 hours after the first try). */
export const WEBHOOK_RETRIES = 13;
const TIMEOUT_MS = 10_000;

/** Loopback, private, link-local, carrier-grade NAT and unspecified addresses, of both families. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

/** Whether an address is one a delivery must not reach; an IPv4-mapped IPv6 address is judged as its IPv4. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  return PRIVATE.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The HTTP client of deliveries: the address a name resolves to is checked as the connection is made (so a
 * name that resolves to a private address after the check cannot slip through), redirects are not followed.
 */
function deliveryAgent(allowPrivate: boolean) {
  return new Agent({
    connect: {
      lookup(hostname, options, callback) {
        lookup(hostname, { ...options, all: false }, (error, address, family) => {
          if (error) return callback(error, '', 0);
          if (!allowPrivate && isPrivateAddress(address))
            return callback(new Error(`refused: ${hostname} is a private address`), '', 0);
          callback(null, address, family);
        });
      },
    },
  });
}

/**
 * Hands an event to every enabled endpoint that asked for it: the platform's endpoints hear every event, a shop's
 * only the shop's. One delivery per event and endpoint (a second relay of the same event adds none), each a job
 * of the webhook queue under an id of its own.
 */
export function fanOut(db: Db, jobs: JobRunner) {
  return async (event: OutboxRow) => {
    if (event.kind !== 'event') return;
    const endpoints = await db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.enabled, true),
          sql`${event.name} = any(${webhookEndpoints.events})`,
          event.shopId === null
            ? isNull(webhookEndpoints.shopId)
            : or(isNull(webhookEndpoints.shopId), eq(webhookEndpoints.shopId, event.shopId)),
        ),
      );
    if (endpoints.length === 0) return;
    await db
      .insert(webhookDeliveries)
      .values(
        endpoints.map((endpoint) => ({
          endpointId: endpoint.id,
          outboxId: event.id,
          event: event.name,
          payload: event.payload,
        })),
      )
      .onConflictDoNothing();
    const deliveries = await db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.outboxId, event.id),
          inArray(
            webhookDeliveries.endpointId,
            endpoints.map((endpoint) => endpoint.id),
          ),
        ),
      );
    for (const delivery of deliveries)
      await jobs.send(
        WEBHOOK_QUEUE,
        { deliveryId: delivery.id },
        { id: jobIdOf('webhookDelivery', delivery.id) },
      );
  };
}

/** The body and headers of a delivery, per the Standard Webhooks specification. */
export function signedRequest(
  delivery: { id: number; event: string; payload: Record<string, unknown>; createdAt: Date },
  secrets: string[],
  now = new Date(),
) {
  const body = JSON.stringify({
    type: delivery.event,
    timestamp: delivery.createdAt.toISOString(),
    data: delivery.payload,
  });
  const id = `msg_${delivery.id}`;
  const signature = secrets.map((secret) => new Webhook(secret).sign(id, now, body)).join(' ');
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signature,
    },
  };
}

/**
 * One try of a delivery: signed with the endpoint's secret (and the previous one while it still signs), sent
 * with a 10-second limit, recorded as an attempt. A 2xx answer delivers it; anything else fails the job, which
 * pg-boss retries with backoff, and after the last retry the delivery is `failed` (an operator may replay it).
 */
export function deliverWebhooks(db: Db, options: { allowPrivate: boolean }) {
  const agent = deliveryAgent(options.allowPrivate);
  return async (job: Job<{ deliveryId: number }>) => {
    const [row] = await db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, job.data.deliveryId));
    if (!row || row.delivery.status === 'delivered') return;
    const { delivery, endpoint } = row;
    const now = new Date();
    const secrets = [endpoint.secret];
    if (endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now)
      secrets.push(endpoint.previousSecret);
    const request = signedRequest(delivery, secrets, now);
    const started = performance.now();
    let statusCode: number | null = null;
    let failure: string | null = null;
    try {
      const url = new URL(endpoint.url);
      const host = url.hostname.replace(/^\[|\]$/g, '');
      if (!options.allowPrivate && isIP(host) !== 0 && isPrivateAddress(host))
        throw new Error(`refused: ${host} is a private address`);
      const answer = await fetch(url, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        redirect: 'manual',
        dispatcher: agent,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      statusCode = answer.status;
      await answer.body?.cancel();
      if (statusCode < 200 || statusCode > 299) failure = `answered ${statusCode}`;
    } catch (error) {
      failure = ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message;
    }
    const durationMs = Math.round(performance.now() - started);
    const last = job.retryCount >= job.retryLimit;
    await inTransaction(db, async (tx) => {
      await tx.insert(webhookAttempts).values({
        deliveryId: delivery.id,
        statusCode,
        error: failure?.slice(0, 300) ?? null,
        durationMs,
      });
      await tx
        .update(webhookDeliveries)
        .set({
          status: failure === null ? 'delivered' : last ? 'failed' : 'retrying',
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          lastStatusCode: statusCode,
          lastError: failure?.slice(0, 300) ?? null,
          deliveredAt: failure === null ? now : null,
        })
        .where(eq(webhookDeliveries.id, delivery.id));
    });
    if (failure !== null) throw new Error(failure);
  };
}
