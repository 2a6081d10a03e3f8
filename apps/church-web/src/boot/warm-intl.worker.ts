// The first use of Intl in a page loads ICU's locale and time-zone data, which takes tens of
// milliseconds on a slow phone. ICU's caches belong to the process, not to the thread, so doing it here
// lets the main thread's first date or number format (while hydrating) find them ready.
const worker = globalThis as unknown as {
  onmessage: ((event: MessageEvent<{ locale: string }>) => void) | null;
  postMessage(message: 'ready'): void;
};

worker.onmessage = (event) => {
  const { locale } = event.data;
  try {
    new Intl.DateTimeFormat().resolvedOptions();
    new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(0);
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(0);
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' }).format(1);
    new Intl.PluralRules(locale).select(1);
    new Intl.RelativeTimeFormat(locale).format(1, 'day');
  } finally {
    worker.postMessage('ready');
  }
};

export {};
