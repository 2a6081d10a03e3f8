// bench:sunday's congregations in the live services' chats: in each of a few churches, clients on the
// channel's WebSocket through the balancer and guests sending over HTTP. A client whose socket closes
// (its replica was killed) connects again through the balancer and asks what it missed
// (listChatMensagens?depois=…), as the web app does; a message it gets that way counts as delivered
// when it arrives. Every message is numbered, so that each client's deliveries are counted once.
import { randomUUID } from 'node:crypto';
import { openRawWebSocket } from './raw-websocket-client.mjs';

const TEXT = 'sunday ';
/** Each church's message of a second goes out at a random moment within it. */
const SEND_SPREAD_MS = 1000;
/** As the web app: a message whose POST failed on the network or the server is sent again with its idCliente, up to 3 tries. */
const SEND_TRIES = 3;
/** The app's wait before trying again (libs/chat reconnect-delay.ts): half to all of 1 s, doubling. */
const retryDelay = (attempt) => Math.round((1000 * 2 ** attempt) / 2 + (Math.random() * 1000 * 2 ** attempt) / 2);
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : Number.NaN);

/** The message number in `texto` (`sunday {n}`), or -1. */
const numberOf = (texto) => (typeof texto === 'string' && texto.startsWith(TEXT) ? Number(texto.slice(TEXT.length)) : -1);

/**
 * Joins `clientsPerChurch` listeners and `senders` guests to the current live service of each church
 * (`{ codigo, slug }`), through `origin` (the balancer). Resolves once every socket is open, with
 * `send()` (the next message of every church), `finish(drainMs)` and the figures.
 */
export async function openCongregations(origin, churches, { clientsPerChurch, senders }) {
  const congregations = [];
  for (const church of churches) {
    const headers = { host: `${church.codigo}.localhost`, 'content-type': 'application/json' };
    const current = await (await fetch(`${origin}/api/v1/igreja/${church.slug}/transmissao/atual`, { headers })).json();
    if (!current?.transmissao?.id) throw new Error(`${church.codigo} has no live service to chat in`);
    const base = `${origin}/chat/v1/igreja/${church.slug}/canais/transmissao-${current.transmissao.id}`;
    const tokens = [];
    for (let i = 0; i < senders; i += 1) {
      const joined = await fetch(`${base}/sessao`, { method: 'POST', headers, body: JSON.stringify({ nome: `Guest ${i + 1}` }) });
      if (!joined.ok) throw new Error(`Joining ${church.codigo}'s chat answered ${joined.status}: ${await joined.text()}`);
      tokens.push((await joined.json()).token);
    }
    const congregation = { church, headers, base, tokens, sentAt: [], clients: [] };
    for (let i = 0; i < clientsPerChurch; i += 1) congregation.clients.push(await listener(congregation));
    congregations.push(congregation);
  }

  let reconnects = 0;
  let catchUpFailures = 0;
  /** Per delivery: when it arrived and how late. */
  const latencies = [];
  /** A client: its socket, the numbers it has, the last seq it saw, and a new socket when this one closes. */
  async function listener(congregation) {
    const client = { got: new Set(), lastSeq: 0, socket: null, closed: false };
    const deliver = (mensagem, at) => {
      const n = numberOf(mensagem.texto);
      if (mensagem.seq > client.lastSeq) client.lastSeq = mensagem.seq;
      if (n < 0 || client.got.has(n) || congregation.sentAt[n] === undefined) return;
      client.got.add(n);
      latencies.push([at, at - congregation.sentAt[n]]);
    };
    const connect = async () => {
      client.socket = await openRawWebSocket(
        `${congregation.base.replace('http:', 'ws:')}/ao-vivo`,
        (frame) => {
          const text = frame.toString();
          if (!text.startsWith('{"tipo":"mensagem"')) return;
          deliver(JSON.parse(text).mensagem, performance.now());
        },
        () => {
          if (!client.closed) void reconnect();
        },
      );
    };
    const reconnect = async () => {
      reconnects += 1;
      for (let attempt = 0; attempt < 30 && !client.closed; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250 + Math.random() * 750));
        try {
          await connect();
          await catchUp();
          return;
        } catch {
          // the balancer has not seen the replica go yet: try again
        }
      }
      catchUpFailures += 1;
    };
    const catchUp = async () => {
      for (;;) {
        const answer = await fetch(`${congregation.base}/mensagens?depois=${client.lastSeq}&limit=200`, { headers: congregation.headers });
        if (!answer.ok) throw new Error(`catch-up answered ${answer.status}`);
        const { itens } = await answer.json();
        const at = performance.now();
        for (const mensagem of itens) deliver(mensagem, at);
        if (itens.length < 200) return;
      }
    };
    await connect();
    client.close = () => {
      client.closed = true;
      client.socket?.terminate();
    };
    return client;
  }

  let number = 0;
  let refused = 0;
  let sentAgain = 0;
  const inFlight = new Set();
  /** Per message taken: when it was sent and how long its POST took to be answered (the send's part of a delivery). */
  const answered = [];
  /** One POST of a message: whether it was taken, or 'again' after a network failure or a server error. */
  const post = (congregation, n, idCliente) =>
    fetch(`${congregation.base}/mensagens`, {
      method: 'POST',
      headers: { ...congregation.headers, 'x-chat-token': congregation.tokens[n % congregation.tokens.length] },
      body: JSON.stringify({ texto: `${TEXT}${n}`, idCliente }),
    })
      .then(async (answer) => {
        await answer.arrayBuffer();
        return answer.ok ? 'taken' : answer.status >= 500 ? 'again' : 'refused';
      })
      .catch(() => 'again');
  /**
   * Sends message `n` into a congregation's channel as the web app does (libs/chat use-chat-sender.ts):
   * after a network failure or a server error, again with the same idCliente, up to SEND_TRIES in all,
   * waiting as the app does. One not taken is counted refused and expected of nobody.
   */
  const sendTo = async (congregation, n) => {
    const sentAt = performance.now();
    congregation.sentAt[n] = sentAt;
    const idCliente = randomUUID();
    let outcome = await post(congregation, n, idCliente);
    for (let tries = 1; outcome === 'again' && tries < SEND_TRIES; tries += 1) {
      sentAgain += 1;
      await new Promise((resolve) => setTimeout(resolve, retryDelay(tries - 1)));
      outcome = await post(congregation, n, idCliente);
    }
    if (outcome === 'taken') return void answered.push([sentAt, performance.now() - sentAt]);
    refused += 1;
    congregation.sentAt[n] = undefined;
  };
  return {
    /**
     * The next message in every church, each by the next of its guests in turn, at a moment of the
     * coming second drawn for each church: services do not type in step.
     */
    send() {
      const n = number++;
      for (const congregation of congregations) {
        const tracked = new Promise((resolve) => setTimeout(resolve, Math.random() * SEND_SPREAD_MS))
          .then(() => sendTo(congregation, n))
          .finally(() => inFlight.delete(tracked));
        inFlight.add(tracked);
      }
    },
    /**
     * Waits for the sends, then up to `drainMs` for every client to have every message sent; closes
     * them. Latencies are of the deliveries from `from` on (the measured part of the run): p50 and p99
     * of all of them, and p99 of those outside `disturbed` (a replica's outage).
     */
    async finish(drainMs, from, disturbed) {
      await Promise.all(inFlight);
      const expectedOf = (congregation) => congregation.sentAt.filter((at) => at !== undefined).length;
      const deadline = Date.now() + drainMs;
      const complete = () => congregations.every((congregation) => congregation.clients.every((client) => client.got.size >= expectedOf(congregation)));
      while (!complete() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      let expected = 0;
      let delivered = 0;
      for (const congregation of congregations) {
        for (const client of congregation.clients) {
          expected += expectedOf(congregation);
          for (const n of client.got) if (congregation.sentAt[n] !== undefined) delivered += 1;
          client.close();
        }
      }
      const measured = latencies.filter(([at]) => at >= from);
      const sorted = Float64Array.from(measured, ([, latency]) => latency).sort();
      const steadyOf = (samples) =>
        Float64Array.from(
          samples.filter(([at]) => at >= from && (at < disturbed.from || at > disturbed.to)),
          ([, latency]) => latency,
        ).sort();
      const steady = steadyOf(measured);
      const steadySends = steadyOf(answered);
      return {
        latencies: measured,
        sendSteadyP50: percentile(steadySends, 50),
        sendSteadyP99: percentile(steadySends, 99),
        steadyP99: percentile(steady, 99), clients: congregations.reduce((sum, c) => sum + c.clients.length, 0), sent: number * congregations.length - refused, refused, sentAgain, expected, delivered, lost: expected - delivered, reconnects, catchUpFailures, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
    },
  };
}
