#!/usr/bin/env node
// Writes the demo's live stream, apps/church-web/public/demo/live/service.mp4: a few seconds of H.264
// video (a church-coloured card with a moving bar and a clock) that the demo churches' /live plays
// without the network. Made by Chromium (the one the end-to-end tests use) recording a canvas with
// MediaRecorder, since the machine has no ffmpeg. Run it again only to change the video, and commit it:
//   node tools/scripts/generate-demo-live-video.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(fileURLToPath(new URL('../../apps/church-web-e2e/package.json', import.meta.url)));
const { chromium } = require('playwright');
const out = fileURLToPath(new URL('../../apps/church-web/public/demo/live/service.mp4', import.meta.url));

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  const base64 = await page.evaluate(async () => {
    const type = 'video/mp4;codecs=avc1.42E01E';
    if (!MediaRecorder.isTypeSupported(type)) throw new Error(`This Chromium cannot record ${type}`);
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    const context = canvas.getContext('2d');
    const seconds = 4;
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
      context.fillText('Live service', 48, 170);
      context.font = '24px sans-serif';
      context.fillText(`demo stream · 00:0${Math.min(seconds - 1, Math.floor(t))}`, 48, 215);
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
  });
  mkdirSync(out.slice(0, out.lastIndexOf('/')), { recursive: true });
  writeFileSync(out, Buffer.from(base64, 'base64'));
  console.log(`wrote ${out} (${Math.round(Buffer.from(base64, 'base64').length / 1024)} KB)`);
} finally {
  await browser.close();
}
