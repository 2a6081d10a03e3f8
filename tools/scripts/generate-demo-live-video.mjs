#!/usr/bin/env node
// Writes the demo's live stream, apps/church-web/public/demo/live/service.mp4 (English; service.pt-BR.mp4 and
// service.es.mp4 say the same in the other demo churches' languages): a few seconds of H.264
// video (a church-coloured card with a moving bar and a clock) that the demo churches' /live plays
// without the network, and service.m3u8, the same video as an HLS stream (the fragmented MP4's
// initialisation and its one media segment by byte range), which hls.js plays where the browser lacks HLS. Made by Chromium (the one the end-to-end tests use) recording a canvas with
// MediaRecorder, since the machine has no ffmpeg. Run it again only to change the video, and commit it:
//   node tools/scripts/generate-demo-live-video.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(fileURLToPath(new URL('../../apps/church-web-e2e/package.json', import.meta.url)));
const { chromium } = require('playwright');
const folder = fileURLToPath(new URL('../../apps/church-web/public/demo/live/', import.meta.url));
/** The card's words in each demo language, and the files' suffix (none for English, the first demo church's). */
const LANGUAGES = [
  { suffix: '', title: 'Live service', subtitle: 'demo stream' },
  { suffix: '.pt-BR', title: 'Culto ao vivo', subtitle: 'transmissão de demonstração' },
  { suffix: '.es', title: 'Culto en vivo', subtitle: 'transmisión de demostración' },
];
const SECONDS = 4;

/** The top-level boxes of an MP4: [type, offset, size]. */
function boxesOf(bytes) {
  const boxes = [];
  for (let offset = 0; offset + 8 <= bytes.length; ) {
    const size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (size < 8) throw new Error(`An MP4 box of ${size} bytes at ${offset}`);
    boxes.push([type, offset, size]);
    offset += size;
  }
  return boxes;
}

/** An HLS media playlist of a fragmented MP4: ftyp+moov as its initialisation, the moof…mdat run as one segment. */
function hlsPlaylistOf(bytes, file, seconds) {
  const boxes = boxesOf(bytes);
  const moov = boxes.find(([type]) => type === 'moov');
  const fragments = boxes.filter(([type]) => type === 'moof' || type === 'mdat');
  if (!moov || fragments.length === 0) throw new Error('The recording is not a fragmented MP4 (no moov, or no moof/mdat)');
  const initLength = moov[1] + moov[2];
  const first = fragments[0][1];
  const last = fragments.at(-1);
  const segmentLength = last[1] + last[2] - first;
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${Math.ceil(seconds)}`,
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXT-X-MAP:URI="${file}",BYTERANGE="${initLength}@0"`,
    `#EXTINF:${seconds.toFixed(1)},`,
    `#EXT-X-BYTERANGE:${segmentLength}@${first}`,
    file,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const { suffix, title, subtitle } of LANGUAGES) {
    const base64 = await page.evaluate(async ({ seconds, title, subtitle }) => {
      const type = 'video/mp4;codecs=avc1.42E01E';
      if (!MediaRecorder.isTypeSupported(type)) throw new Error(`This Chromium cannot record ${type}`);
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 360;
      const context = canvas.getContext('2d');
      const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: type, videoBitsPerSecond: 250_000 });
      const chunks = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      const start = performance.now();
      const draw = () => {
        const t = (performance.now() - start) / 1000;
        const gradient = context.createLinearGradient(0, 0, 640, 360);
        gradient.addColorStop(0, '#1F4E9E');
        gradient.addColorStop(1, '#0E2A5C');
        context.fillStyle = gradient;
        context.fillRect(0, 0, 640, 360);
        context.fillStyle = 'rgba(255,255,255,0.12)';
        context.beginPath();
        context.arc(500, 110, 160, 0, Math.PI * 2);
        context.fill();
        context.fillStyle = '#ffffff';
        context.font = 'bold 40px sans-serif';
        context.fillText(title, 48, 170);
        context.font = '24px sans-serif';
        context.fillText(`${subtitle} · 00:0${Math.min(seconds - 1, Math.floor(t))}`, 48, 215);
        context.fillStyle = '#E53935';
        context.beginPath();
        context.arc(60, 80, 10 + 3 * Math.sin(t * 6), 0, Math.PI * 2);
        context.fill();
        context.fillStyle = 'rgba(255,255,255,0.8)';
        context.fillRect(48, 290, ((t / seconds) % 1) * 544, 8);
        if (t < seconds) requestAnimationFrame(draw);
        else recorder.stop();
      };
      recorder.start(500);
      draw();
      await stopped;
      const bytes = new Uint8Array(await new Blob(chunks, { type }).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    }, { seconds: SECONDS, title, subtitle });
    mkdirSync(folder, { recursive: true });
    const video = Buffer.from(base64, 'base64');
    const file = `service${suffix}.mp4`;
    writeFileSync(`${folder}${file}`, video);
    writeFileSync(`${folder}service${suffix}.m3u8`, hlsPlaylistOf(video, file, SECONDS));
    console.log(`wrote ${folder}${file} (${Math.round(video.length / 1024)} KB) and its .m3u8`);
  }
} finally {
  await browser.close();
}
