import { describe, expect, it } from 'vitest';
import type { ChannelEvents, Database } from '../db/client';
import { openNotifiedCache } from './notified-cache';

/** A database whose channel the test speaks on itself. */
function channel() {
  let events: ChannelEvents | undefined;
  const database = {
    async listen(_channel: string, subscriber: ChannelEvents) {
      events = subscriber;
      subscriber.listening();
      return async () => undefined;
    },
  } as unknown as Database;
  return { database, notify: () => events?.notified() };
}

/** A load the test finishes when it wants, counting how often it was started. */
function gate<T>(value: T) {
  const waiting: (() => void)[] = [];
  const load = () => new Promise<T>((resolve) => waiting.push(() => resolve(value)));
  return {
    load,
    release: () => waiting.forEach((resolve) => resolve()),
    started: () => waiting.length,
  };
}

describe('the notified cache', () => {
  it('loads a key once for all the reads that arrive while it loads, then answers from memory', async () => {
    const { database } = channel();
    const cache = await openNotifiedCache(database, { channel: 'test', maxEntries: 10 });
    const slow = gate('answer');
    const reads = Array.from({ length: 50 }, () => cache.read('key', slow.load));
    slow.release();
    expect(await Promise.all(reads)).toEqual(Array(50).fill('answer'));
    expect(slow.started()).toBe(1);
    expect(await cache.read('key', async () => 'reloaded')).toBe('answer');
  });

  it('does not hand a load started before a change to reads that come after it', async () => {
    const { database, notify } = channel();
    const cache = await openNotifiedCache(database, { channel: 'test', maxEntries: 10 });
    const before = gate('old');
    const early = cache.read('key', before.load);
    notify();
    const late = cache.read('key', async () => 'new');
    before.release();
    expect([await early, await late]).toEqual(['old', 'new']);
    // The old answer, loaded across the change, was not kept.
    expect(await cache.read('key', async () => 'newest')).toBe('new');
  });

  it('shares a failed load with its waiters, keeps nothing, and loads again on the next read', async () => {
    const { database } = channel();
    const cache = await openNotifiedCache(database, { channel: 'test', maxEntries: 10 });
    let attempts = 0;
    const failing = async () => {
      attempts += 1;
      throw new Error('database down');
    };
    const reads = [cache.read('key', failing), cache.read('key', failing)];
    for (const read of reads) await expect(read).rejects.toThrow('database down');
    expect(attempts).toBe(1);
    expect(await cache.read('key', async () => 'back')).toBe('back');
  });

  it('loads again an answer older than its maximum age, though nothing was announced', async () => {
    const { database } = channel();
    const cache = await openNotifiedCache(database, { channel: 'test', maxEntries: 10, maxAgeMs: 50 });
    expect(await cache.read('key', async () => 'first')).toBe('first');
    expect(await cache.read('key', async () => 'second')).toBe('first');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await cache.read('key', async () => 'third')).toBe('third');
  });

  it('never keeps `undefined`: a lookup that found nothing is asked again', async () => {
    const { database } = channel();
    const cache = await openNotifiedCache(database, { channel: 'test', maxEntries: 10 });
    expect(await cache.read('token', async () => undefined)).toBeUndefined();
    expect(await cache.read('token', async () => 'found')).toBe('found');
  });
});
