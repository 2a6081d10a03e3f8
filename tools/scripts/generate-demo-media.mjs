#!/usr/bin/env node
// Writes the demo churches' media files under apps/church-web/public/demo/: publication covers,
// video thumbnails, and each church's podcast (feed.xml, cover.svg and a short WAV per episode).
// The app serves them itself, so the demo needs no network. Deterministic: run it again after
// changing the data below and commit what it writes.
//   node tools/scripts/generate-demo-media.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const publicDir = fileURLToPath(new URL('../../apps/church-web/public/demo/', import.meta.url));
const colours = { grace: '#1F4E9E', esperanca: '#1B7F4C', vida: '#B3261E' };

const escapeXml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function write(path, content) {
  const file = `${publicDir}${path}`;
  mkdirSync(file.slice(0, file.lastIndexOf('/')), { recursive: true });
  writeFileSync(file, content);
}

function cover({ width, height, colour, variant, play = false }) {
  const shapes = [
    `<circle cx="${width * 0.8}" cy="${height * 0.3}" r="${height * 0.45}" fill="#ffffff" fill-opacity="0.08"/>`,
    `<rect x="${width * 0.08}" y="${height * 0.62}" width="${width * 0.5}" height="${height * 0.08}" rx="${height * 0.04}" fill="#ffffff" fill-opacity="0.18"/>`,
    `<path d="M${width * 0.1} ${height * 0.8} Q ${width * 0.5} ${height * 0.4} ${width * 0.9} ${height * 0.8}" stroke="#ffffff" stroke-opacity="0.2" stroke-width="${height * 0.03}" fill="none"/>`,
    `<circle cx="${width * 0.2}" cy="${height * 0.25}" r="${height * 0.18}" fill="#ffffff" fill-opacity="0.1"/>`,
    `<path d="M${width * 0.5} ${height * 0.15}v${height * 0.3}M${width * 0.44} ${height * 0.25}h${width * 0.12}" stroke="#ffffff" stroke-opacity="0.3" stroke-width="${height * 0.035}" stroke-linecap="round"/>`,
  ];
  const pick = [shapes[variant % 5], shapes[(variant + 2) % 5]].join('\n  ');
  const icon = play
    ? `\n  <circle cx="${width / 2}" cy="${height / 2}" r="${height * 0.12}" fill="#000000" fill-opacity="0.35"/>\n  <path d="M${width / 2 - height * 0.04} ${height / 2 - height * 0.06}v${height * 0.12}l${height * 0.1} -${height * 0.06}z" fill="#ffffff"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colour}"/>
      <stop offset="1" stop-color="${colour}" stop-opacity="${0.45 + (variant % 3) * 0.1}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  ${pick}${icon}
</svg>
`;
}

/** A short tone as 6 kHz, 8-bit mono PCM WAV: two notes with a fade in and out. */
function toneWav(seconds, baseHz) {
  const rate = 6000;
  const samples = Math.round(rate * seconds);
  const buffer = Buffer.alloc(44 + samples);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate, 28);
  buffer.writeUInt16LE(1, 32);
  buffer.writeUInt16LE(8, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i += 1) {
    const t = i / rate;
    const envelope = Math.min(1, t / 0.2, (seconds - t) / 0.4);
    const value = 0.5 * Math.sin(2 * Math.PI * baseHz * t) + 0.3 * Math.sin(2 * Math.PI * baseHz * 1.5 * t);
    buffer.writeUInt8(Math.round(128 + 100 * envelope * value * 0.8), 44 + i);
  }
  return buffer;
}


/** A one-page PDF with a few lines of text (Helvetica), for the downloadable bulletins. */
function simplePdf(lines) {
  const text = lines
    .map((line, index) => `BT /F1 ${index === 0 ? 20 : 12} Tf 72 ${760 - index * 28} Td (${line.replace(/[()\\]/g, (c) => `\\${c}`)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const bulletins = {
  grace: ['Grace Community Church', 'Sunday bulletin', 'Worship at 9 am and 11 am', 'Prayer meeting: Wednesday, 7 pm, in the chapel', 'Youth group: Friday, 6:30 pm'],
  esperanca: ['Igreja Esperança', 'Boletim dominical', 'Cultos às 10h e às 18h', 'Reunião de oração: quarta-feira, 20h', 'Células durante a semana em toda a cidade'],
};

const podcasts = {
  grace: {
    title: 'Grace Notes',
    language: 'en',
    author: 'Grace Community Church',
    description: 'Weekly conversations from Grace Community Church: the Sunday message, stories from our city and practical faith for the week ahead.',
    firstDate: '2026-08-03T11:00:00Z',
    episodes: [
      ['Why we gather on Sundays', 'Pastor Daniel Reed talks about what happens when a church meets together, and why showing up matters even on the hard weeks.'],
      ['The parable of the sower, up close', 'A closer look at <em>Mark 4</em>: what kind of soil are we, and can soil change?'],
      ['Serving our neighbours in Riverside', 'Stories from the food pantry team and how to join them on Saturday mornings.'],
      ['Prayer when you do not know what to say', 'Practical help for praying through the Psalms, with Rachel Kim from our prayer ministry.'],
      ['Raising kids who ask big questions', 'Our children’s ministry leads on answering honest questions about God at the dinner table.'],
      ['Sabbath rest in a busy city', 'What does rest look like for nurses, students and parents of toddlers? Three members share.'],
      ['Generosity and the widow’s offering', 'Luke 21 and the freedom of giving: a conversation recorded after the harvest Sunday.'],
      ['Friendship across generations', 'Why our small groups mix ages, and what the young and the old learn from each other.'],
      ['Forgiveness is not forgetting', 'Pastor Daniel and counsellor Mark Ellis on forgiveness, boundaries and healing.'],
      ['Worship that fits the whole week', 'The worship team on songs, silence and how Sunday music follows us into Monday.'],
      ['Hope for the anxious heart', 'Philippians 4 read slowly, with practical steps for anxious seasons.'],
      ['Missions update from Lima', 'Our partners in Peru share news from the new community centre and how to pray for them.'],
      ['Advent is coming: waiting well', 'Getting ready for Advent as a family and as a church: readings, candles and the discipline of waiting.'],
      ['Thanksgiving stories', 'Members tell what they are grateful for this year, from new jobs to answered prayers.'],
    ],
  },
  esperanca: {
    title: 'Podcast Esperança',
    language: 'pt-br',
    author: 'Igreja Esperança',
    description: 'Conversas semanais da Igreja Esperança sobre a mensagem de domingo, a vida em comunidade e a fé no dia a dia de São Paulo.',
    firstDate: '2026-09-07T12:00:00Z',
    episodes: [
      ['Esperança que não decepciona', 'O pastor Marcos Oliveira conversa sobre Romanos 5 e a esperança que sustenta nos dias difíceis.'],
      ['Células: a igreja nas casas', 'Como funcionam as nossas células, quem pode participar e como encontrar uma perto de você.'],
      ['Oração em família', 'Ideias simples para orar com filhos pequenos e adolescentes, com a equipe do ministério infantil.'],
      ['Servir na cidade', 'Histórias do projeto Sopão Solidário no centro de São Paulo e como ser voluntário.'],
      ['Ansiedade e fé', 'Uma conversa honesta sobre saúde emocional, cuidado pastoral e Filipenses 4.'],
      ['Gratidão em tempos de crise', 'Membros contam como aprenderam a agradecer em meio às dificuldades deste ano.'],
    ],
  },
  vida: {
    title: 'Vida en la Palabra',
    language: 'es',
    author: 'Iglesia Vida',
    description: 'Un pódcast de la Iglesia Vida de Madrid: la predicación del domingo, testimonios y fe para la semana.',
    firstDate: '2026-09-21T10:00:00Z',
    episodes: [
      ['Una fe para Madrid', 'El pastor Javier Ruiz habla de vivir la fe en una ciudad grande y acelerada.'],
      ['El buen samaritano hoy', 'Lucas 10 y lo que significa ser prójimo en Lavapiés.'],
      ['Orar los Salmos', 'Cómo usar los Salmos para orar cuando faltan las palabras, con el equipo de oración.'],
      ['Jóvenes y vocación', 'Tres jóvenes de la iglesia cuentan cómo buscan la voluntad de Dios en sus estudios y trabajos.'],
      ['Dar con alegría', 'Una conversación sobre la generosidad y la ofrenda en 2 Corintios 9.'],
    ],
  },
};

for (const [code, podcast] of Object.entries(podcasts)) {
  const colour = colours[code];
  write(`podcast/${code}/cover.svg`, cover({ width: 600, height: 600, colour, variant: 1 }));
  const first = Date.parse(podcast.firstDate);
  const items = podcast.episodes.map(([title, notes], index) => {
    const number = index + 1;
    const file = `episode-${String(number).padStart(2, '0')}.wav`;
    const seconds = 5;
    const audio = toneWav(seconds, 220 + number * 20);
    write(`podcast/${code}/${file}`, audio);
    const published = new Date(first + index * 7 * 24 * 3600 * 1000).toUTCString();
    return `    <item>
      <title>${escapeXml(title)}</title>
      <description><![CDATA[<p>${notes}</p>]]></description>
      <guid isPermaLink="false">${code}-podcast-${number}</guid>
      <pubDate>${published}</pubDate>
      <enclosure url="/demo/podcast/${code}/${file}" length="${audio.length}" type="audio/wav"/>
      <itunes:episode>${number}</itunes:episode>
      <itunes:duration>${seconds}</itunes:duration>
    </item>`;
  });
  write(
    `podcast/${code}/feed.xml`,
    `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
  <channel>
    <title>${escapeXml(podcast.title)}</title>
    <description>${escapeXml(podcast.description)}</description>
    <language>${podcast.language}</language>
    <itunes:author>${escapeXml(podcast.author)}</itunes:author>
    <itunes:image href="/demo/podcast/${code}/cover.svg"/>
${items.reverse().join('\n')}
  </channel>
</rss>
`,
  );
  for (let n = 1; n <= 4; n += 1) {
    write(`publications/${code}-${n}.svg`, cover({ width: 1200, height: 630, colour, variant: n }));
  }
  for (let n = 1; n <= 5; n += 1) {
    write(`videos/${code}-${n}.svg`, cover({ width: 640, height: 360, colour, variant: n + 1, play: true }));
  }
}
for (const [code, lines] of Object.entries(bulletins)) write(`publications/${code}-bulletin.pdf`, simplePdf(lines));
console.log(`wrote the demo media under ${publicDir}`);
