import { createHash } from 'node:crypto';

/** The script that starts the app on a server-rendered page, and the address it is served at. */
export interface StartAfterPaint {
  /** `/assets/start-<hash>.js`: named by its content, so that it is cached as the hashed assets are. */
  path: string;
  source: string;
}

const ENTRY = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/** How long the start waits for the page's largest image at most: "good" LCP, by web.dev's measure. */
const HERO_WAIT_MS = 2500;
/**
 * Once the image has arrived, how long the start waits for the browser to report its paint as the
 * page's largest (it may not be: a larger text painted first): a few frames of a slow phone.
 */
const HERO_PAINT_WAIT_MS = 250;

/**
 * A server-rendered page needs no JavaScript to be seen, so its scripts are asked for once the browser
 * has painted it with its largest image: on a slow line the page's own styles and images (the LCP
 * banner, `img[fetchpriority=high]`) get the bandwidth first, and the page is in view before the app's
 * code starts. This small classic script (external, as the content security policy allows) adds the
 * build's module preloads and entry once the browser reports the banner's paint as the largest
 * contentful paint (the LCP entry comes a frame or so after the paint itself: starting at the frame
 * after the banner's arrival still asked for the code before it, and a lab's simulation of a slow phone
 * then counted the code's download into the LCP). Without that report: HERO_PAINT_WAIT_MS after the
 * banner arrives, or, where the browser has no LCP entries, after the frame that follows its arrival;
 * at once if it fails; at most HERO_WAIT_MS; in a hidden tab, where frames do not come, at once. Null
 * when the build has no module entry.
 */
export function startAfterPaint(template: string): StartAfterPaint | null {
  const entry = ENTRY.exec(template)?.[1];
  if (!entry) return null;
  const preloads = [...template.matchAll(PRELOAD)].map((match) => match[1]);
  const source = [
    '(function(){',
    `var entry=${JSON.stringify(entry)},preloads=${JSON.stringify(preloads)},started=false;`,
    'function start(){if(started)return;started=true;',
    'preloads.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";link.href=href;document.head.appendChild(link)});',
    'var script=document.createElement("script");script.type="module";script.crossOrigin="";script.src=entry;document.body.appendChild(script)}',
    'function startSoon(){setTimeout(start,0)}',
    'function afterNextFrame(){requestAnimationFrame(startSoon)}',
    'if(document.visibilityState==="hidden")return start();',
    `setTimeout(start,${HERO_WAIT_MS});`,
    'var hero=document.querySelector(\'img[fetchpriority="high"]\');',
    'if(!hero)return afterNextFrame();',
    'var reported=typeof PerformanceObserver!=="undefined"&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("largest-contentful-paint")>=0;',
    'if(reported)new PerformanceObserver(function(list){list.getEntries().forEach(function(paint){if(paint.element===hero)startSoon()})}).observe({type:"largest-contentful-paint",buffered:true});',
    `function arrived(){if(reported)setTimeout(start,${HERO_PAINT_WAIT_MS});else afterNextFrame()}`,
    'if(hero.complete)return arrived();',
    'hero.addEventListener("load",arrived);hero.addEventListener("error",startSoon)',
    '})();\n',
  ].join('');
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
  return { path: `/assets/start-${hash}.js`, source };
}
