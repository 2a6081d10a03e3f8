#!/usr/bin/env node
// Loads grace's home (PROFILE_CHURCH another demo church's) in Chromium with the CPU slowed 4× and lists the main thread's tasks over 50 ms with
// what ran in them (script evaluations, function calls by URL): a diagnostic for issue 10's budget.
// PROFILE_STATIC=1 profiles a static copy of the same rendered page instead (no scripts), to compare.
// PROFILE_RUNS (3) loads; PROFILE_EVENTS=1 the trace events in each long task; PROFILE_DETAIL=N the N
// functions with most self time in it, PROFILE_SOURCES=1 (or =lines) by source file (and function);
// PROFILE_RATE=1 PROFILE_LONG=12 an unthrottled load's tasks over 12 ms, as Lighthouse's simulation sees them
// (it loads at full speed and counts each task at 4× its length);
// PROFILE_STACKS=<function> the call stacks through a function (what scheduled a render, say).
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, root } from './ensure-workspace.mjs';
import { startChurchServer } from './bench/servers.mjs';
import { demoChurchFrom } from './bench/demo-church.mjs';
import { renderedCopyOf, startStaticCopy } from './bench/static-copy.mjs';

const sourceMaps = new Map();
/** The source file a built asset's position came from (PROFILE_SOURCES=1), through the build's source maps. */
function sourceOf(frame) {
  const asset = frame.url.match(/\/assets\/[^/?#]+\.js$/)?.[0];
  if (!asset) return null;
  if (!sourceMaps.has(asset)) {
    const file = join(root, 'apps/church-web/dist', `${asset}.map`);
    sourceMaps.set(asset, existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  const entry = sourceMaps.get(asset)?.findEntry(frame.lineNumber, frame.columnNumber);
  const source = entry?.originalSource?.replace(/^.*?(node_modules\/|apps\/|libs\/)/, '$1');
  if (!source) return null;
  // PROFILE_SOURCES=lines tells the function's line in its source, not only the file.
  return process.env.PROFILE_SOURCES === 'lines' ? `${source}:${entry.originalLine + 1} ${entry.name ?? frame.functionName}` : source;
}

/** Where a sample's time goes: the function and its built position, or with PROFILE_SOURCES its source file. */
function labelOf(frame) {
  const source = process.env.PROFILE_SOURCES ? sourceOf(frame) : null;
  if (source) return source;
  return `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}:${frame.columnNumber}`;
}

/** The functions (or sources) that ran longest (self time) between two trace timestamps, from a V8 CPU profile. */
function selfTimeWithin(profile, from, to) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map();
  let time = profile.startTime;
  for (let index = 0; index < profile.samples.length; index += 1) {
    time += profile.timeDeltas[index];
    if (time < from || time > to) continue;
    const frame = byId.get(profile.samples[index]).callFrame;
    const name = labelOf(frame);
    const next = profile.timeDeltas[index + 1] ?? 0;
    totals.set(name, (totals.get(name) ?? 0) + next);
  }
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.PROFILE_DETAIL) || 8);
}

/** Waits until React has taken the page over, asking through CDP so no helper script runs in the page. */
async function whenHydrated(cdp, deadline = Date.now() + 30_000) {
  for (;;) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: "document.querySelector('#root[data-hydrated]') !== null", returnByValue: true });
    if (result.value) return;
    if (Date.now() > deadline) throw new Error('the home did not hydrate within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The distinct call stacks (outermost last) of the samples in a function named `name` (PROFILE_STACKS=name). */
function stacksThrough(profile, name) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const named = (frame) => {
    const source = sourceOf(frame);
    return source ? source.split('/').pop() : `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}`;
  };
  const stacks = new Set();
  for (const id of new Set(profile.samples)) {
    const chain = [];
    for (let at = id; at !== undefined; at = parentOf.get(at)) chain.push(byId.get(at).callFrame);
    const index = chain.findIndex((frame) => frame.functionName === name || named(frame).endsWith(` ${name}`));
    if (index >= 0) stacks.add(chain.slice(index).map(named).filter((label) => !label.startsWith('(root)')).join(' < '));
  }
  return [...stacks];
}

const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
const CPU_RATE = Number(process.env.PROFILE_RATE ?? 4);
const LONG_MS = Number(process.env.PROFILE_LONG ?? 50);
const server = await startChurchServer();
const path = `/${process.env.PROFILE_PATH ?? ''}`;
/** The demo church whose page loads (PROFILE_CHURCH, grace by default). */
const CHURCH = demoChurchFrom('PROFILE_CHURCH');
const copy = process.env.PROFILE_STATIC
  ? await startStaticCopy(await renderedCopyOf(`http://${CHURCH}.localhost:${server.port}${path}`), server.origin, `${CHURCH}.localhost:${server.port}`)
  : null;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute', transferMode: 'ReportEvents' });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`http://${CHURCH}.localhost:${(copy ?? server).port}${copy ? '/' : path}`, { waitUntil: 'load' });
    // Polled over CDP: Playwright's own waits inject a script of theirs, whose evaluation shows as long tasks.
    if (!copy) await whenHydrated(cdp);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // Stopping the profiler is a long task of its own in the page: what comes after this mark is not the page's.
    await cdp.send('Runtime.evaluate', { expression: "console.timeStamp('profile-end')" });
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.send('Tracing.end');
    await done;
    // The renderer's main thread that ran the page's scripts (there may be more than one renderer).
    const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    const scriptsOn = (m) => events.filter((e) => e.pid === m.pid && e.tid === m.tid && (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule')).length;
    const main = mains.sort((a, b) => scriptsOn(b) - scriptsOn(a))[0];
    const onMain = events.filter((e) => e.pid === main?.pid && e.tid === main?.tid);
    const end = onMain.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'profile-end')?.ts ?? Infinity;
    const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts < end);
    const long = tasks.filter((t) => t.dur > LONG_MS * 1000);
    const total = tasks.reduce((sum, t) => sum + Math.max(0, t.dur / 1000 - LONG_MS), 0);
    console.log(`run ${run + 1}: ${tasks.length} tasks, longest ${Math.round(Math.max(...tasks.map((t) => t.dur)) / 1000)} ms, ${long.length} tasks > ${LONG_MS} ms, blocking sum ${Math.round(total)} ms`);
    for (const task of long) {
      const inside = onMain.filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && e !== task);
      const parts = inside
        .filter((e) => ['EvaluateScript', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'v8.compile', 'RunMicrotasks', 'EventDispatch'].includes(e.name) && e.dur > 5000)
        .map((e) => `${e.name}${e.args?.data?.url ? ' ' + e.args.data.url.split('/').pop() : ''}${e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''} ${Math.round(e.dur / 1000)}ms`);
      const top = selfTimeWithin(profile, task.ts, task.ts + task.dur);
      console.log(`  ${Math.round(task.dur / 1000)} ms at ${Math.round((task.ts - tasks[0].ts) / 1000)} ms: ${parts.slice(0, 8).join(' | ')}`);
      if (process.env.PROFILE_EVENTS) {
        const byName = new Map();
        for (const e of inside) byName.set(e.name, (byName.get(e.name) ?? [0, 0]).map((v, i) => v + (i ? 1 : (e.dur ?? 0) / 1000)));
        console.log('      events: ' + [...byName].sort((a, b) => b[1][0] - a[1][0]).slice(0, 14).map(([n, [ms, count]]) => `${n} ${Math.round(ms)}ms×${count}`).join(', '));
      }
      if (process.env.PROFILE_DETAIL) console.log(top.map(([name, us]) => `      ${Math.round(us / 1000)} ms ${name}`).join('\n'));
    }
    if (process.env.PROFILE_STACKS) for (const stack of stacksThrough(profile, process.env.PROFILE_STACKS)) console.log(`  stack: ${stack}`);
    await context.close();
  }
} finally {
  await browser.close();
  await copy?.stop();
  await server.stop();
}
