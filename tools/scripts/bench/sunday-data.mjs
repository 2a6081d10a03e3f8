// bench:sunday's own data, written straight into the cluster's database before the run: the churches
// of the network with an event page each, and at each of the largest churches a service with few
// seats (what buyers race for) and members who buy and give. The members are made once and kept
// between runs; each run's service is new, and the last run's is unpublished.
import { cpfOf } from './cpf.mjs';

export const memberEmail = (codigo, n) => `sunday.${n}@${codigo}.example`;

/**
 * The network's churches (codes `…-rede-NNNN`, the first `largest` of them the largest), each with one
 * of its events for the event pages; at each of the largest, `buyers` members (made when missing, with
 * the demo password) and a new paid service of `seats` seats for this run (`runId` in its name).
 */
export async function prepareSunday(client, { largest, buyers, seats, runId }) {
  const { rows: churches } = await client.query(
    `select i.id, i.codigo, i.slug,
            (select e.id from evento e where e.igreja_id = i.id and e.flag_publicado and e.nome not like 'Sunday service %' order by (e.data_inicio < now()), abs(extract(epoch from e.data_inicio - now())) limit 1) as "eventId"
       from igreja i where i.codigo ~ '-rede-[0-9]+$' order by i.id`,
  );
  if (churches.length < largest) throw new Error(`The database has ${churches.length} network churches, fewer than the ${largest} largest asked for`);
  // An earlier run's services are taken off the churches' sites (their sales stay as they were).
  await client.query(`update evento set flag_publicado = false where nome like 'Sunday service %' and flag_publicado`);
  const { rows: [hash] } = await client.query(`select senha_hash from usuario where email = 'member@grace.example'`);
  const large = churches.slice(0, largest);
  for (const [index, church] of large.entries()) {
    await client.query(
      `insert into usuario (email, senha_hash, nome, sobrenome, cpf, flag_ativo)
       select e.email, $2, 'Sunday', 'Member ' || e.n, e.cpf, true
         from unnest($1::text[], $3::text[], $4::int[]) as e(email, cpf, n)
       on conflict do nothing`,
      [
        Array.from({ length: buyers }, (_, n) => memberEmail(church.codigo, n + 1)),
        hash.senha_hash,
        Array.from({ length: buyers }, (_, n) => cpfOf(610_000_000 + index * 1000 + n)),
        Array.from({ length: buyers }, (_, n) => n + 1),
      ],
    );
    await client.query(
      `insert into usuario_igreja (usuario_id, igreja_id)
       select u.id, $1 from usuario u where u.email like $2
          and not exists (select 1 from usuario_igreja ui where ui.usuario_id = u.id and ui.igreja_id = $1)`,
      [church.id, `sunday.%@${church.codigo}.example`],
    );
    await client.query(
      `insert into usuario_igreja_role (usuario_igreja_id, role)
       select ui.id, 'ROLE_MEMBER' from usuario_igreja ui join usuario u on u.id = ui.usuario_id
        where ui.igreja_id = $1 and u.email like $2
          and not exists (select 1 from usuario_igreja_role r where r.usuario_igreja_id = ui.id)`,
      [church.id, `sunday.%@${church.codigo}.example`],
    );
    const { rows: [event] } = await client.query(
      `insert into evento (igreja_id, nome, data_inicio, data_fim) values ($1, $2, now() + interval '7 days', now() + interval '7 days 2 hours') returning id`,
      [church.id, `Sunday service ${runId}`],
    );
    await client.query(`insert into evento_venda (evento_id) values ($1)`, [event.id]);
    const { rows: [ticket] } = await client.query(
      `insert into evento_ingresso (evento_id, nome, valor, quantidade) values ($1, 'Seat', 1000, $2) returning id`,
      [event.id, seats],
    );
    const { rows: reasons } = await client.query(`select id from pagamento_motivo where igreja_id = $1 order by id limit 1`, [church.id]);
    church.service = { id: event.id, ticketId: ticket.id };
    church.reasonId = reasons[0]?.id ?? null;
    church.members = Array.from({ length: buyers }, (_, n) => memberEmail(church.codigo, n + 1));
  }
  return { churches, large };
}

/**
 * Puts the live service of each of `churches` (copies of grace, whose live broadcast reads John 3:16-21
 * and has its chat open to guests) on the air now, for three hours (the seed dated it around its own
 * moment, which may be days ago), with every broadcast of these hours open to guests' chat.
 */
export async function onTheAirNow(client, churches) {
  for (const church of churches) {
    const { rows } = await client.query(
      `update transmissao set inicio = now() - interval '10 minutes', fim = now() + interval '3 hours', chat_acesso = 'todos'
        where igreja_id = $1 and passagem_texto = 'John 3:16-21' returning culto_id`,
      [church.id],
    );
    if (rows.length !== 1) throw new Error(`${church.codigo} has no live service to put on the air`);
    await client.query(`update culto set data_inicio = now() - interval '10 minutes', data_fim = now() + interval '3 hours' where id = $1`, [rows[0].culto_id]);
    // The schedule's own services of these hours (whose broadcasts are members-only in turn) open theirs too.
    await client.query(`update transmissao set chat_acesso = 'todos' where igreja_id = $1 and inicio < now() + interval '4 hours' and fim > now()`, [church.id]);
  }
}

/** After the run: seats sold beyond each service's capacity, and payments beyond the purchases and gifts each member attempted. */
export async function auditSunday(client, large, attemptsByMember) {
  const ticketIds = large.map((church) => church.service.ticketId);
  const { rows: sold } = await client.query(
    `select t.id, t.quantidade, t.vendidos, (select count(*) from inscricao i where i.ingresso_id = t.id and i.status = 'ativa')::int as active
       from evento_ingresso t where t.id = any($1::int[])`,
    [ticketIds],
  );
  const oversold = sold.reduce((sum, row) => sum + Math.max(0, row.active - row.quantidade, row.vendidos - row.quantidade), 0);
  const seatsSold = sold.reduce((sum, row) => sum + row.active, 0);
  const { rows: payments } = await client.query(
    `select u.email, count(*)::int as payments from pagamento p join usuario u on u.id = p.usuario_id
      where u.email = any($1::text[]) and p.data_cadastro >= $2 group by u.email`,
    [[...attemptsByMember.keys()], new Date(Math.min(...[...attemptsByMember.values()].map((member) => member.since)))],
  );
  let doubled = 0;
  for (const row of payments) doubled += Math.max(0, row.payments - (attemptsByMember.get(row.email)?.attempts ?? 0));
  return { oversold, seatsSold, doubled, payments: payments.reduce((sum, row) => sum + row.payments, 0) };
}
