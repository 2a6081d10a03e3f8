// bench:sunday's visitors, members and givers: requests at fixed rates (an open loop, as a Sunday's
// visitors do not wait for each other), each timed from its start to its whole answer, by route.
// Visitors open homes and event pages and read the events API, four in five at the 50 largest
// churches; members sign in once, then buy a seat of their church's service (which sells out) or
// give, each with an Idempotency-Key they send again, as the web app does, when the answer is lost
// (a replica killed mid-request) or a 5xx. Every visitor and member comes from an address of its own.
import { randomBytes } from 'node:crypto';
import { request } from './http-request.mjs';

const PASSWORD = 'Demo@2026';
const CARD = { numero: '4242 4242 4242 4242', titular: 'Sunday Member', validade: '12/40', cvv: '123' };
/** Requests in flight beyond which a tick sends no more: the machine is saturated, and the report says how many were not sent. */
const MAX_IN_FLIGHT = 600;
const PURCHASE_RETRIES = 5;

/** The routes measured, the budget of those that have one (p99, ms): cached reads at the largest churches and purchases. */
const BUDGETS = {
  'home, 50 largest': 50,
  'event page, 50 largest': 50,
  'events API, 50 largest': 50,
  'ticket purchase': 250,
  gift: 250,
};

/** p50 and p99 of `samples` ([at, latency]) in windows of `step` ms from `from`. */
export function timeline(samples, from, step) {
  const windows = [];
  for (const [at, latency] of samples) (windows[Math.max(0, Math.floor((at - from) / step))] ??= []).push(latency);
  return Array.from(windows, (latencies = []) => {
    const sorted = Float64Array.from(latencies).sort();
    return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  });
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : Number.NaN);
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const visitorAddress = () => `10.90.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** The traffic of the balancer at `origin` (the hello-world's at `helloOrigin`) to the `large` churches and the `others`. */
export function createTraffic({ origin, helloOrigin, large, others }) {
  return {
    origin,
    helloOrigin,
    large,
    others,
    members: large.flatMap((church, c) =>
      church.members.map((email, m) => ({ email, church, address: `10.80.${c}.${m + 1}`, busy: false, token: null, id: null })),
    ),
    samples: new Map(),
    errors: [],
    refusals: new Map(),
    inFlight: 0,
    notSent: 0,
    measured: false,
    /** Per member's e-mail: the purchases and gifts attempted (each one Idempotency-Key) and since when. */
    attempts: new Map(),
    fees: new Map(),

    /** One request, timed and recorded under `route` (`expected`: its statuses that are no refusal); resolves with the answer (status, body) or null when it failed. */
    async request(route, url, init = {}, expected = [200]) {
      this.inFlight += 1;
      const started = performance.now();
      try {
        const answer = await request(url, init);
        const body = answer.body.toString();
        const ended = performance.now();
        if (this.measured) {
          if (!this.samples.has(route)) this.samples.set(route, []);
          this.samples.get(route).push([started, ended - started]);
        }
        if (answer.status >= 500) this.failed(route, ended, answer.status);
        else if (!expected.includes(answer.status)) this.refused(route, answer.status, body);
        return { status: answer.status, body };
      } catch (error) {
        this.failed(route, performance.now(), error.code ?? error.message);
        return null;
      } finally {
        this.inFlight -= 1;
      }
    },

    failed(route, at, what) {
      if (this.measured) this.errors.push({ route, at, what });
    },

    refused(route, status, body) {
      if (!this.measured) return;
      let code = '';
      try {
        code = JSON.parse(body).code ?? '';
      } catch {
        // not a problem body
      }
      const key = `${route}: ${status}${code ? ` ${code}` : ''}`;
      this.refusals.set(key, (this.refusals.get(key) ?? 0) + 1);
    },

    headers(church, address, extra = {}) {
      return { host: `${church.codigo}.localhost`, 'x-forwarded-for': address, ...extra };
    },

    visit() {
      const largest = Math.random() < 0.8;
      const church = pick(largest ? this.large : this.others);
      const where = largest ? '50 largest' : 'other churches';
      const kind = Math.random();
      const headers = this.headers(church, visitorAddress(), { accept: 'text/html' });
      if (kind < 0.6) return this.request(`home, ${where}`, `${this.origin}/`, { headers });
      if (church.eventId) return this.request(`event page, ${where}`, `${this.origin}/event/${church.eventId}`, { headers });
      return this.request(`home, ${where}`, `${this.origin}/`, { headers });
    },

    readEvents() {
      const largest = Math.random() < 0.8;
      const church = pick(largest ? this.large : this.others);
      return this.request(`events API, ${largest ? '50 largest' : 'other churches'}`, `${this.origin}/api/v1/igreja/${church.slug}/evento/`, {
        headers: this.headers(church, visitorAddress()),
      });
    },

    hello() {
      return this.request('hello-world (same balancer)', `${this.helloOrigin}/`);
    },

    async signedIn(member) {
      if (member.token) return true;
      const headers = this.headers(member.church, member.address, { 'content-type': 'application/json' });
      const answer = await this.request('sign-in', `${this.origin}/api/v1/security/login_check`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ username: member.email, password: PASSWORD }),
      });
      if (answer?.status !== 200) return false;
      const { token } = JSON.parse(answer.body);
      const me = await this.request('who am I', `${this.origin}/api/v1/me`, { headers: { ...headers, authorization: `Bearer ${token}` } });
      if (me?.status !== 200) return false;
      member.token = token;
      member.id = JSON.parse(me.body).usuario.id;
      return true;
    },

    async cardToken(member) {
      const answer = await this.request(
        'card token',
        `${this.origin}/api/v1/general/payment/church/${member.church.id}/card/token`,
        { method: 'POST', headers: this.headers(member.church, member.address, { 'content-type': 'application/json' }), body: JSON.stringify(CARD) },
        [201],
      );
      return answer?.status === 201 ? JSON.parse(answer.body).token : null;
    },

    /** A purchase or a gift: `body` sent with one Idempotency-Key until it is answered, at most PURCHASE_RETRIES more times. */
    async pay(route, member, url, body) {
      const key = `sunday-${randomBytes(12).toString('hex')}`;
      const attempts = this.attempts.get(member.email) ?? { attempts: 0, since: new Date() };
      attempts.attempts += 1;
      this.attempts.set(member.email, attempts);
      const init = {
        method: 'POST',
        headers: this.headers(member.church, member.address, { 'content-type': 'application/json', authorization: `Bearer ${member.token}`, 'idempotency-key': key }),
        body: JSON.stringify(body),
      };
      for (let attempt = 0; attempt <= PURCHASE_RETRIES; attempt += 1) {
        const answer = await this.request(route, url, init, [201]);
        if (answer && answer.status < 500) return;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    },

    /** Signs every member in, a few at a time, as members who opened the app at home before the service are. */
    async signInAll() {
      let next = 0;
      const signInNext = async () => {
        while (next < this.members.length) await this.signedIn(this.members[next++]);
      };
      await Promise.all(Array.from({ length: 4 }, signInNext));
    },

    /** A member signing in again (on another device): measured, as the others were signed in before. */
    async signInAgain() {
      const member = pick(this.members.filter((candidate) => !candidate.busy));
      if (!member) return;
      member.busy = true;
      member.token = null;
      try {
        await this.signedIn(member);
      } finally {
        member.busy = false;
      }
    },

    async journey(kind) {
      const member = pick(this.members.filter((candidate) => !candidate.busy));
      if (!member) return;
      member.busy = true;
      try {
        if (!(await this.signedIn(member))) return;
        const token = await this.cardToken(member);
        if (!token) return;
        const church = member.church;
        if (kind === 'gift') {
          if (!church.reasonId) return;
          const body = { igreja: church.id, motivos: [{ idMotivo: church.reasonId, valor: 2000 }], totalEsperado: 2000, pagamento: { metodo: 'CARTAO_CREDITO', parcelas: 1, cartao: { token } } };
          return await this.pay('gift', member, `${this.origin}/api/v1/pagamento/`, body);
        }
        const total = await this.fee(church);
        if (total === null) return;
        const body = { ingressos: [{ idIngresso: church.service.ticketId, participante: 'Sunday Member', respostas: [] }], totalEsperado: total, pagamento: { metodo: 'CARTAO_CREDITO', parcelas: 1, cartao: { token } } };
        return await this.pay('ticket purchase', member, `${this.origin}/api/v1/usuario/${member.id}/evento/${church.service.id}/inscricao/`, body);
      } finally {
        member.busy = false;
      }
    },

    async fee(church) {
      if (this.fees.has(church.id)) return this.fees.get(church.id);
      const answer = await this.request('events API, 50 largest', `${this.origin}/api/v1/evento/${church.service.id}/calcular-taxas?valor=1000&metodoPagamento=CARTAO_CREDITO`, {
        headers: this.headers(church, visitorAddress()),
      });
      const total = answer?.status === 200 ? JSON.parse(answer.body).total : null;
      if (total !== null) this.fees.set(church.id, total);
      return total;
    },

    /** `seconds` of the mix at `rates` (per second); `measured` records latencies and errors; `chatTick()` sends a chat message per church. */
    async run(seconds, rates, measured, chatTick) {
      this.measured = measured;
      const kinds = [
        ['pages', () => this.visit()],
        ['api', () => this.readEvents()],
        ['purchases', () => this.journey('purchase')],
        ['gifts', () => this.journey('gift')],
        ['signIns', () => this.signInAgain()],
        ['hello', () => this.hello()],
        ['chat', chatTick],
      ];
      const launched = Object.fromEntries(kinds.map(([kind]) => [kind, 0]));
      const pending = new Set();
      const started = performance.now();
      for (;;) {
        const elapsed = (performance.now() - started) / 1000;
        if (elapsed >= seconds) break;
        for (const [kind, launch] of kinds) {
          while (launched[kind] < Math.floor(elapsed * rates[kind])) {
            launched[kind] += 1;
            if (this.inFlight >= MAX_IN_FLIGHT) {
              if (measured) this.notSent += 1;
              continue;
            }
            const running = Promise.resolve(launch()).finally(() => pending.delete(running));
            pending.add(running);
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await Promise.all(pending);
      this.measured = false;
    },

    /**
     * Per route: count, p50 and p99 of all its requests and of those outside `disturbed` (from the kill
     * until the replica started again had warmed up), budget, errors, and errors that came while a
     * replica was down (`outage`, with 1 s for the requests then in flight).
     */
    report(outage, disturbed) {
      const rows = [...this.samples].map(([route, samples]) => {
        const all = Float64Array.from(samples, ([, latency]) => latency).sort();
        const steady = Float64Array.from(
          samples.filter(([at]) => at < disturbed.from || at > disturbed.to),
          ([, latency]) => latency,
        ).sort();
        const errors = this.errors.filter((error) => error.route === route);
        const inOutage = errors.filter((error) => error.at >= outage.from && error.at <= outage.to + 1000);
        return {
          route,
          count: all.length,
          p50: percentile(all, 50),
          p99: percentile(all, 99),
          steadyP99: percentile(steady, 99),
          budget: BUDGETS[route],
          errors: errors.length,
          errorsInOutage: inOutage.length,
        };
      });
      rows.sort((a, b) => a.route.localeCompare(b.route));
      const timelineOf = (route, from, step) => timeline(this.samples.get(route) ?? [], from, step);
      return { rows, refusals: this.refusals, notSent: this.notSent, errors: this.errors, timeline: timelineOf };
    },
  };
}
