import { act, type ComponentType, createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Island } from './island';

/** An IntersectionObserver whose intersections the test decides. */
class FakeIntersectionObserver {
  static observers: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.observers.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  disconnect() {
    this.targets.clear();
  }
  static show(...targets: Element[]) {
    for (const target of targets) FakeIntersectionObserver.showOne(target);
  }
  static showOne(target: Element) {
    for (const observer of FakeIntersectionObserver.observers) {
      if (observer.targets.has(target)) observer.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  }
}

/** Something above the islands that changes after hydration, as the catalogs' context does. */
const Language = createContext('en');
const rendered: string[] = [];
const loads: string[] = [];

function section(name: string): ComponentType {
  return function Section() {
    const [clicks, setClicks] = useState(0);
    const language = useContext(Language);
    useEffect(() => void rendered.push(name), []);
    return (
      <p>
        <button type="button" onClick={() => setClicks(clicks + 1)}>
          {name} {clicks}
        </button>
        <span>{language}</span>
      </p>
    );
  };
}
const Events = section('events');
const Prayer = section('prayer');
const loaderOf = (name: string, Part: ComponentType) => async () => {
  loads.push(name);
  return Part;
};
const loaders = { events: loaderOf('events', Events), prayer: loaderOf('prayer', Prayer) };

function Page({ language = 'en' }: { language?: string }) {
  return (
    <Language.Provider value={language}>
      <main>
        <Island id="events" className="section" Component={Events} load={loaders.events}>
          {(Part) => <Part />}
        </Island>
        <Island id="prayer" className="section" Component={Prayer} load={loaders.prayer}>
          {(Part) => <Part />}
        </Island>
      </main>
    </Language.Provider>
  );
}

/** The page as the server renders it (no document there). */
const serverHtml = () => renderToStringWithoutDocument(<Page />);

describe('Island', () => {
  let container: HTMLDivElement;
  let root: Root | null = null;
  beforeEach(() => {
    rendered.length = 0;
    loads.length = 0;
    FakeIntersectionObserver.observers = [];
    globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    container.remove();
  });

  const buttons = () => [...container.querySelectorAll('button')];
  const islands = () => [...container.querySelectorAll<HTMLElement>('[data-island]')];
  /** The next task: an island that comes near view starts loading in a task of its own. */
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));
  const comeNear = (...targets: Element[]) =>
    act(async () => {
      FakeIntersectionObserver.show(...targets);
      await nextTask();
    });
  /** Waits until `check` passes, letting React render between tries: a woken part renders once its code and the focus helper load. */
  const untilRendered = (check: () => void) =>
    vi.waitFor(async () => {
      await act(async () => undefined);
      check();
    });
  const hydrate = async () => {
    container.innerHTML = serverHtml();
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    // Each island watches the viewport once its waking code (a chunk of its own) has loaded.
    await vi.waitFor(() => expect(FakeIntersectionObserver.observers).toHaveLength(2));
  };

  it("stays the server's HTML, its code not loaded, through changes above it, until it comes near view", async () => {
    const html = serverHtml();
    await hydrate();
    expect(container.innerHTML).toBe(html);
    expect(loads).toEqual([]);
    expect(rendered).toEqual([]);
    await act(async () => root?.render(<Page language="pt-BR" />));
    expect(container.innerHTML).toBe(html);
    const [events] = buttons();
    await act(async () => events?.click());
    expect(events?.textContent).toBe('events 0');

    await comeNear(islands()[0] as HTMLElement);
    expect(loads).toEqual(['events']);
    await untilRendered(() => expect(rendered).toEqual(['events']));
    expect(islands()[0]?.textContent).toBe('events 0pt-BR');
    await act(async () => buttons()[0]?.click());
    expect(buttons()[0]?.textContent).toBe('events 1');
    // The part never near view is still the server's, and was never loaded.
    expect(islands()[1]?.textContent).toBe('prayer 0en');
    expect(loads).toEqual(['events']);
  });

  it('starts loading each of the parts that come near view together in a task of its own', async () => {
    await hydrate();
    const [events, prayer] = islands() as HTMLElement[];
    await act(async () => {
      FakeIntersectionObserver.show(events as HTMLElement, prayer as HTMLElement);
      expect(loads).toEqual([]);
      await nextTask();
      expect(loads).toEqual(['events']);
      await nextTask();
    });
    expect(loads).toEqual(['events', 'prayer']);
    await untilRendered(() => expect(buttons().map((button) => button.textContent)).toEqual(['events 0', 'prayer 0']));
  });

  it('comes alive when a visitor reaches for it, keeping the focus where it was', async () => {
    await hydrate();
    const prayer = buttons()[1] as HTMLButtonElement;
    await act(async () => prayer.focus());
    await vi.waitFor(() => expect(document.activeElement).toBe(buttons()[1]));
    expect(loads).toEqual(['prayer']);
    expect(rendered).toEqual(['prayer']);
    expect(buttons()[1]).not.toBe(prayer);
    expect(document.activeElement).toBe(buttons()[1]);
  });

  it("with wake 'reach', stays the server's HTML near view, and comes alive once a visitor reaches for it", async () => {
    const info = (
      <Island id="info" Component={Events} load={loaders.events} wake="reach">
        {(Part) => <Part />}
      </Island>
    );
    container.innerHTML = renderToStringWithoutDocument(info);
    const html = container.innerHTML;
    await act(async () => {
      root = hydrateRoot(container, info);
    });
    await comeNear(islands()[0] as HTMLElement);
    expect(FakeIntersectionObserver.observers).toEqual([]);
    expect(container.innerHTML).toBe(html);
    expect(loads).toEqual([]);

    await act(async () => islands()[0]?.dispatchEvent(new Event('pointerenter')));
    await vi.waitFor(() => expect(rendered).toEqual(['events']));
    expect(loads).toEqual(['events']);
  });

  it('stays the server HTML when its code does not load', async () => {
    const failing = async (): Promise<ComponentType> => {
      throw new Error('offline');
    };
    container.innerHTML = renderToStringWithoutDocument(
      <Island id="events" Component={Events} load={failing}>
        {(Part) => <Part />}
      </Island>,
    );
    const html = container.innerHTML;
    await act(async () => {
      root = hydrateRoot(
        container,
        <Island id="events" Component={Events} load={failing}>
          {(Part) => <Part />}
        </Island>,
      );
    });
    await vi.waitFor(() => expect(FakeIntersectionObserver.observers).toHaveLength(1));
    await comeNear(islands()[0] as HTMLElement);
    expect(container.innerHTML).toBe(html);
  });

  it('hydrates with the page when the server rendered nothing in it (a part that shows what only the browser knows)', async () => {
    // Rendered only in the browser (as an install offer is, once the browser says it can install).
    function Offer() {
      const inBrowser = useSyncExternalStore(
        () => () => undefined,
        () => true,
        () => false,
      );
      useEffect(() => void rendered.push('offer'), []);
      return inBrowser ? <button type="button">Install</button> : null;
    }
    const island = (
      <Island id="offer" Component={Offer} load={async () => Offer}>
        {(Part) => <Part />}
      </Island>
    );
    container.innerHTML = renderToStringWithoutDocument(island);
    await act(async () => {
      root = hydrateRoot(container, island);
    });
    expect(rendered).toEqual(['offer']);
    expect(buttons().map((button) => button.textContent)).toEqual(['Install']);
  });

  it("renders at once beside the previous page's island of the same id (a client navigation)", async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(<Page />);
    });
    const next = document.createElement('div');
    document.body.append(next);
    const nextRoot = createRoot(next);
    await act(async () => nextRoot.render(<Page />));
    expect(rendered).toEqual(['events', 'prayer', 'events', 'prayer']);
    expect(loads).toEqual([]);
    act(() => nextRoot.unmount());
    next.remove();
  });

  it('renders at once when the page is not hydrating', async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(<Page />);
    });
    expect(rendered).toEqual(['events', 'prayer']);
    expect(loads).toEqual([]);
  });
});

function renderToStringWithoutDocument(node: Parameters<typeof renderToString>[0]): string {
  const { document } = globalThis;
  Reflect.deleteProperty(globalThis, 'document');
  try {
    return renderToString(node);
  } finally {
    globalThis.document = document;
  }
}
