import type { ChurchModuleEntry, TicketContentPanel } from '@church/routing';
import { describe, expect, it, vi } from 'vitest';
import { contributionsLoader } from './load-module-contributions';

const panel = (id: string, order: number, loadCatalog: TicketContentPanel['loadCatalog'] = vi.fn(async () => undefined)): TicketContentPanel => ({
  id,
  order,
  loadCatalog,
  load: async () => () => null,
});

describe('contributionsLoader: the panels beside a ticket’s exclusive content', () => {
  const loadEvents = vi.fn();
  const loadChat = vi.fn(async () => ({ code: 'MOD_CULTO', routes: [], ticketContentPanels: [panel('chat', 10)] }));
  const loadNotes = vi.fn(async () => ({ code: null, routes: [], ticketContentPanels: [panel('notes', 20), panel('broken', 5, async () => Promise.reject(new Error('offline')))] }));
  const loadBroken = vi.fn(async () => Promise.reject(new Error('chunk failed')));
  const modules: ChurchModuleEntry[] = [
    { code: 'MOD_EVENTO', areas: ['event'], load: loadEvents },
    // The chat's panel beside an event's content needs the events, not the chat's own module.
    { code: 'MOD_CULTO', areas: ['embed/chat'], ticketContentPanels: 'MOD_EVENTO', load: loadChat },
    { code: null, areas: ['user/notes'], ticketContentPanels: true, load: loadNotes },
    { code: 'MOD_OUTRO', areas: ['other'], ticketContentPanels: true, load: loadBroken },
  ];
  const load = contributionsLoader(async () => modules, 'ticketContentPanels');

  it('gives the panels of the enabled modules in order, loading only the modules that add some', async () => {
    expect((await load(new Set(['MOD_EVENTO', 'MOD_CULTO']))).map((item) => item.id)).toEqual(['chat', 'notes']);
    expect(loadEvents).not.toHaveBeenCalled();
  });

  it('gives a module’s panels where the church has the module they need, whether or not it has their own', async () => {
    expect((await load(new Set(['MOD_EVENTO']))).map((item) => item.id)).toEqual(['chat', 'notes']);
    loadChat.mockClear();
    expect((await load(new Set(['MOD_CULTO']))).map((item) => item.id)).toEqual(['notes']);
    expect(loadChat).not.toHaveBeenCalled();
  });

  it('leaves out a switched-off module’s, one whose descriptor fails to load and one whose catalog fails', async () => {
    loadChat.mockClear();
    expect((await load(new Set(['MOD_CULTO', 'MOD_OUTRO']))).map((item) => item.id)).toEqual(['notes']);
    expect(loadChat).not.toHaveBeenCalled();
    expect(loadBroken).toHaveBeenCalled();
  });
});
