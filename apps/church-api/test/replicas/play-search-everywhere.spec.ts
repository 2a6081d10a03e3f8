import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Replica } from './replica-apps';
import { describeOnPostgres, setupReplicaPair } from './replica-apps';

describeOnPostgres("the video area's search, on two replicas", () => {
  const replicas = setupReplicaPair();

  const titles = async (replica: Replica, igreja: number, words: string) => {
    const response = await replica.app.inject({ method: 'GET', url: `/api/v1/plano-assinatura-conteudo/?igreja=${igreja}&busca=${encodeURIComponent(words)}&limit=50` });
    expect(response.statusCode).toBe(200);
    return (response.json().planoAssinaturaConteudos as { titulo: string }[]).map((content) => content.titulo);
  };

  it('answers from the catalogue as it is now on both, whoever wrote it, with no wait', async () => {
    const { first, second, shared } = replicas();
    const church = await first.app.inject({ method: 'GET', url: '/api/v1/igreja/codigo/grace' });
    const igreja = church.json().igreja.id as number;
    // Both keep grace's index in memory from a first search.
    for (const replica of [first, second]) expect(await titles(replica, igreja, 'sermon mount')).toContain('The Sermon on the Mount');

    // Written by hand, outside both processes: the very next search on each finds it.
    await shared.handle.db.execute(sql`
      insert into plano_assinatura_conteudo (igreja_id, tipo, titulo, tags, texto_busca)
      values (${igreja}, 'video', 'Pangolin talk', array['sermons'], 'pangolin talk sermons')`);
    for (const replica of [first, second]) expect(await titles(replica, igreja, 'pangol')).toEqual(['Pangolin talk']);

    await shared.handle.db.execute(sql`update plano_assinatura_conteudo set titulo = 'Okapi talk', texto_busca = 'okapi talk sermons' where igreja_id = ${igreja} and titulo = 'Pangolin talk'`);
    for (const replica of [first, second]) {
      expect(await titles(replica, igreja, 'pangol')).toEqual([]);
      expect(await titles(replica, igreja, 'okap')).toEqual(['Okapi talk']);
    }

    await shared.handle.db.execute(sql`delete from plano_assinatura_conteudo where igreja_id = ${igreja} and titulo = 'Okapi talk'`);
    for (const replica of [first, second]) expect(await titles(replica, igreja, 'okap')).toEqual([]);
  });
});
