import { startChurchServer } from './bench/servers.mjs';
const TOPICS = ['hope', 'grace', 'forgiveness', 'courage', 'prayer', 'joy', 'peace', 'faithfulness', 'patience', 'kindness', 'mercy', 'justice', 'wisdom', 'rest', 'generosity', 'love', 'trust', 'humility', 'gratitude', 'community'];
const SERIES_WORDS = ['sermon', 'mount', 'psalms', 'season', 'acts', 'church', 'parables', 'jesus', 'romans', 'road', 'heroes', 'faith', 'fruit', 'spirit', 'prayer', 'letters', 'genesis', 'foundations'];
const WORDS = [...TOPICS, ...SERIES_WORDS];
const PHRASES = [...WORDS, ...WORDS.map((w) => w.slice(0, 3)), ...WORDS.flatMap((f) => WORDS.filter((s) => s !== f).map((s) => `${f} ${s.slice(0, 4)}`))];
const server = await startChurchServer({ databaseUrl: process.env.DB ?? null, web: false, env: { TRUST_PROXY: '1' } });
const igreja = (await (await fetch(`${server.origin}/api/v1/igreja/codigo/grace`)).json()).igreja.id;
const times = [];
let n = 0;
for (let pass = 0; pass < 2; pass++) for (const phrase of PHRASES) {
  const t = performance.now();
  const r = await fetch(`${server.origin}/api/v1/plano-assinatura-conteudo/?igreja=${igreja}&busca=${encodeURIComponent(phrase)}&limit=20`, { headers: { 'x-forwarded-for': `10.0.${(n >> 8) & 255}.${n++ & 255}` } });
  const body = await r.json();
  if (pass) times.push([performance.now() - t, phrase, body.total]);
}
times.sort((a, b) => a[0] - b[0]);
const q = (p) => times[Math.floor(p * (times.length - 1))][0].toFixed(1);
console.log('p50', q(0.5), 'p90', q(0.9), 'p99', q(0.99), 'max', q(1));
console.log(times.slice(-15).map(([t, p, tot]) => `${t.toFixed(1)} ${p} ${tot}`).join('\n'));
const ping = []; for (let i = 0; i < 300; i++) { const t = performance.now(); await (await fetch(`${server.origin}/api/v1/igreja/codigo/grace`)).text(); ping.push(performance.now() - t); }
ping.sort((a,b)=>a-b); console.log('bootstrap p50', ping[150].toFixed(2));
await server.stop();
