import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatEvent } from '../chat-broker';
import { RedisChatBroker } from '../chat-redis-broker';

/** The machine's Redis (.ci/run sets it when one answers); without it these tests are skipped. */
const REDIS_URL = process.env.TEST_REDIS_URL;

/** What a listener heard, and a wait for the first event that matches. */
function recorder() {
  const events: ChatEvent[] = [];
  const waiting: { match: (event: ChatEvent) => boolean; resolve: () => void }[] = [];
  const listener = (event: ChatEvent) => {
    events.push(event);
    for (const waiter of [...waiting]) {
      if (waiter.match(event)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  const heard = (match: (event: ChatEvent) => boolean, timeoutMs = 5000) =>
    new Promise<void>((resolve, reject) => {
      if (events.some(match)) return resolve();
      const timer = setTimeout(() => reject(new Error(`not heard; had ${JSON.stringify(events)}`)), timeoutMs);
      waiting.push({
        match,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  return { events, listener, heard };
}

const removed = (id: string): ChatEvent => ({ tipo: 'removidas', ids: [id] });
const isRemoval = (id: string) => (event: ChatEvent) => event.tipo === 'removidas' && event.ids.includes(id);

describe.skipIf(!REDIS_URL)('RedisChatBroker (two brokers as two processes, on TEST_REDIS_URL)', () => {
  // Each run its own Redis channel names: two runs (or vitest projects) on one Redis never hear each other.
  const prefix = `church:chat:test:${process.pid}:${randomBytes(4).toString('hex')}:`;
  const errors: unknown[] = [];
  let first: RedisChatBroker;
  let second: RedisChatBroker;
  /** A plain client that looks at the server: subscriptions per channel, keys. */
  let observer: Redis;

  const subscribers = async (key: string) => Number(((await observer.pubsub('NUMSUB', prefix + key)) as [string, number])[1]);

  beforeAll(() => {
    const options = { prefix, onListenerError: (error: unknown) => errors.push(error) };
    first = new RedisChatBroker(REDIS_URL as string, options);
    second = new RedisChatBroker(REDIS_URL as string, options);
    observer = new Redis(REDIS_URL as string);
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    // Pub/sub stores nothing: the run leaves no key behind, and no subscription.
    expect(await observer.keys(`${prefix}*`)).toEqual([]);
    expect(((await observer.pubsub('CHANNELS', `${prefix}*`)) as string[]).length).toBe(0);
    await observer.quit();
  });

  it("delivers an event published by one process to the other's listeners, and to its own, each once", async () => {
    const key = '1:transmissao-10';
    const there = recorder();
    const here = recorder();
    const stopThere = first.subscribe(key, there.listener);
    const stopHere = second.subscribe(key, here.listener);
    await Promise.all([first.whenSubscribed(key), second.whenSubscribed(key)]);
    expect(await subscribers(key)).toBe(2);

    await second.publish(key, removed('a'));
    await first.publish(key, removed('b'));
    for (const side of [there, here]) {
      await side.heard(isRemoval('a'));
      await side.heard(isRemoval('b'));
    }
    // A marker after them: whatever was coming of 'a' and 'b' has come by then (Redis keeps the order).
    await second.publish(key, removed('end'));
    for (const side of [there, here]) {
      await side.heard(isRemoval('end'));
      expect(side.events).toEqual([removed('a'), removed('b'), removed('end')]);
    }
    stopThere();
    stopHere();
    await Promise.all([first.whenSubscribed(key), second.whenSubscribed(key)]);
    expect(await subscribers(key)).toBe(0);
  });

  it('subscribes once per channel while it has listeners, and stops hearing it when the last leaves', async () => {
    const key = '1:transmissao-11';
    const marker = '1:transmissao-12';
    const one = recorder();
    const two = recorder();
    const markers = recorder();
    const stopOne = first.subscribe(key, one.listener);
    const stopTwo = first.subscribe(key, two.listener);
    const stopMarkers = first.subscribe(marker, markers.listener);
    await Promise.all([first.whenSubscribed(key), first.whenSubscribed(marker)]);
    expect(await subscribers(key)).toBe(1);

    await second.publish(key, removed('both'));
    await one.heard(isRemoval('both'));
    await two.heard(isRemoval('both'));

    stopOne();
    stopOne(); // twice changes nothing
    await first.whenSubscribed(key);
    expect(await subscribers(key)).toBe(1);
    await second.publish(key, removed('second only'));
    await two.heard(isRemoval('second only'));

    stopTwo();
    await first.whenSubscribed(key);
    expect(await subscribers(key)).toBe(0);
    await second.publish(key, removed('nobody'));
    await second.publish(marker, removed('after'));
    await markers.heard(isRemoval('after'));
    expect(one.events).toEqual([removed('both')]);
    expect(two.events).toEqual([removed('both'), removed('second only')]);
    stopMarkers();

    // Listening again subscribes again.
    const again = recorder();
    const stopAgain = first.subscribe(key, again.listener);
    await first.whenSubscribed(key);
    await second.publish(key, removed('again'));
    await again.heard(isRemoval('again'));
    stopAgain();
  });

  it('carries any JSON event as it is, and a listener that throws does not stop the others', async () => {
    const key = '2:transmissao-20';
    const failing = () => {
      throw new Error('a listener failed');
    };
    const heard = recorder();
    const stopFailing = first.subscribe(key, failing);
    const stopHeard = first.subscribe(key, heard.listener);
    await first.whenSubscribed(key);
    // A member the union may gain later crosses untouched: the broker only serialises.
    const future = { tipo: 'futuro', nested: { list: [1, 'two', null, true], text: 'olá, "mundo" ✓' } } as unknown as ChatEvent;
    const message: ChatEvent = {
      tipo: 'mensagem',
      mensagem: { id: 'm1', seq: 7, texto: 'hello', criadaEm: '2026-11-27T21:00:00.000Z', autor: { id: 'g1', nome: 'Lia', autenticado: false } },
    } as ChatEvent;
    const errorsBefore = errors.length;
    await second.publish(key, future);
    await second.publish(key, message);
    await heard.heard((event) => event.tipo === 'mensagem');
    expect(heard.events).toEqual([future, message]);
    expect(errors.length - errorsBefore).toBe(2);
    stopFailing();
    stopHeard();
  });

  it('does not crash when Redis cannot be reached: it logs once, a publish fails, close() ends', async () => {
    const logged: [string, unknown][] = [];
    // Port 1 on loopback: nothing listens there, every connection attempt is refused.
    const unreachable = new RedisChatBroker('redis://127.0.0.1:1', { prefix, log: (message, error) => logged.push([message, error]) });
    const stop = unreachable.subscribe('1:transmissao-30', () => undefined);
    await expect(unreachable.publish('1:transmissao-30', removed('x'))).rejects.toThrow();
    expect(logged.map(([message]) => message).sort()).toEqual([
      "The chat's Redis publisher connection failed; reconnecting",
      "The chat's Redis subscriber connection failed; reconnecting",
    ]);
    stop();
    await unreachable.close();
  });

  it('tells that events may have been missed when its subscriber connection comes back, once it hears events again', async () => {
    const logged: string[] = [];
    const broker = new RedisChatBroker(REDIS_URL as string, { prefix, log: (message) => logged.push(message) });
    const heard = recorder();
    const stop = broker.subscribe('1:transmissao-50', heard.listener);
    await broker.whenSubscribed('1:transmissao-50');
    let missed = 0;
    let whenMissed: () => void = () => undefined;
    const told = new Promise<void>((resolve) => (whenMissed = resolve));
    const stopHearing = broker.onMissedEvents(() => {
      missed += 1;
      whenMissed();
    });

    // Redis drops this process's subscriber (as in an outage); ioredis connects again by itself.
    const clients = String(await observer.client('LIST'));
    const line = clients.split('\n').find((entry) => entry.includes(`name=${broker.connectionNames.subscriber} `));
    const id = /\bid=(\d+)/.exec(line ?? '')?.[1];
    expect(id, clients).toBeDefined();
    await observer.client('KILL', 'ID', id as string);
    await told;
    expect(missed).toBe(1);
    expect(logged).toEqual(["The chat's Redis subscriber connection failed; reconnecting", "The chat's Redis subscriber connection is back"]);
    // Subscribed again by the time it tells: the next event arrives.
    await second.publish('1:transmissao-50', removed('after the outage'));
    await heard.heard(isRemoval('after the outage'));

    stopHearing();
    stop();
    await broker.close();
  });

  it('closes both connections', async () => {
    const broker = new RedisChatBroker(REDIS_URL as string, { prefix });
    const stop = broker.subscribe('1:transmissao-40', () => undefined);
    await broker.whenSubscribed('1:transmissao-40');
    expect(await subscribers('1:transmissao-40')).toBe(1);
    await broker.close();
    stop();
    expect(await subscribers('1:transmissao-40')).toBe(0);
    await expect(broker.publish('1:transmissao-40', removed('late'))).rejects.toThrow();
  });
});
