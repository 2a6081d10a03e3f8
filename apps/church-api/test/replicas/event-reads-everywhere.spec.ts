import { sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { eventDetail, eventIdByName, SLUGS } from '../../src/modules/events/test/event-helpers';
import { describeOnPostgres, setupReplicaPair } from './replica-apps';

describeOnPostgres("an event's tickets left, on two replicas", () => {
  // Kept ten minutes here: only the change notification can explain a replica's fresh answer.
  const replicas = setupReplicaPair({}, { EVENT_READS_TTL_MS: '600000' });

  it('are read again by both replicas when the sold count changes anywhere (a sale on one, the admin site), not when they expire', async () => {
    const { first, second, shared } = replicas();
    const id = await eventIdByName(first.app, 'Marriage Retreat Weekend');
    const ticket = (await eventDetail(first.app, SLUGS.grace, id)).ingressos[0];
    if (!ticket) throw new Error('the demo event has a ticket type');
    const left = async (replica: typeof first) => (await eventDetail(replica.app, SLUGS.grace, id)).ingressos.find((each) => each.id === ticket.id)?.disponivel;
    const before = await left(first);
    expect(await left(second)).toBe(before);
    expect(before).toBeGreaterThan(2);

    // Sold outside both processes' handlers: the row changes, its trigger notifies every process.
    await shared.handle.db.execute(sql`update evento_ingresso set vendidos = vendidos + 2 where id = ${ticket.id}`);
    for (const replica of [first, second]) await vi.waitFor(async () => expect(await left(replica)).toBe((before ?? 0) - 2), { timeout: 15_000, interval: 50 });
  });
});
