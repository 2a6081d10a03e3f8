const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** The links in a mail's text. */
export function linksOf(text: string): string[] {
  return [...text.matchAll(URL_PATTERN)].map((match) => match[0]);
}

/** The text with each link passed through `replace`. */
export function replaceLinks(text: string, replace: (url: string) => string): string {
  return text.replace(URL_PATTERN, (url) => replace(url));
}

/** Links reduced to their paths: enough to see which page a mail pointed at, never its one-time token. */
export function redactLinks(text: string): string {
  return replaceLinks(text, (url) => {
    try {
      return new URL(url).pathname;
    } catch {
      return '[link]';
    }
  });
}
