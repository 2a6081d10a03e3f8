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
 * A server-rendered page needs no JavaScript to be seen, so its scripts are asked for once the browser
 * has painted it with its largest image: on a slow line the page's own styles and images (the LCP
 * banner, `img[fetchpriority=high]`) get the bandwidth first, and the page is in view before the app's
 * code starts. This small classic script (external, as the content security policy allows) adds the
 * build's module preloads and entry after the frame that follows the banner's arrival (or after
 * HERO_WAIT_MS without it); in a hidden tab, where frames do not come, at once. Null when the build has
 * no module entry.
 */
export function startAfterPaint(template: string): StartAfterPaint | null {
  const entry = ENTRY.exec(template)?.[1];
  if (!entry) return null;
  const preloads = [...template.matchAll(PRELOAD)].map((match) => match[1]);
  const source =
    `(function(){var entry=${JSON.stringify(entry)},preloads=${JSON.stringify(preloads)},started=false;` +
    'function start(){preloads.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";link.href=href;document.head.appendChild(link)});' +
    'var script=document.createElement("script");script.type="module";script.crossOrigin="";script.src=entry;document.body.appendChild(script)}' +
    'function afterPaint(){if(started)return;started=true;requestAnimationFrame(function(){setTimeout(start,0)})}' +
    'if(document.visibilityState==="hidden")return start();' +
    'var hero=document.querySelector(\'img[fetchpriority="high"]\');' +
    'if(!hero||hero.complete)return afterPaint();' +
    `hero.addEventListener("load",afterPaint);hero.addEventListener("error",afterPaint);setTimeout(afterPaint,${HERO_WAIT_MS})})();\n`;
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
  return { path: `/assets/start-${hash}.js`, source };
}
