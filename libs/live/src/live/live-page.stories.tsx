import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type LivePanel, type LivePanelProps, LivePanelsProvider } from '@church/routing';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import {
  currentBroadcast,
  currentBroadcastFailing,
  currentBroadcastLoading,
  lastBroadcast,
  liveHls,
  liveVimeo,
  liveYoutube,
  upcomingBroadcasts,
  upcomingBroadcastsFailing,
  upcomingBroadcastsLoading,
} from '../mocks/live-api';
import { livePaths } from '../paths';
import { LivePage } from './live-page';

/** A module's panel, as a module would add it: it shows what the live page told it, and keeps what is typed. */
function PassagePanel({ passage, title, live }: LivePanelProps) {
  return (
    <div>
      <p>{`Service: ${title ?? 'none'} (${live ? 'live' : 'not live'})`}</p>
      <p>{passage ? `Read ${passage.texto}` : 'No passage'}</p>
      <label>
        Your note
        <textarea name="note" />
      </label>
    </div>
  );
}

const noCatalog = async () => undefined;

/** Panels as modules add them: one that loads, one whose code never arrives, one whose code fails to load. */
const storyPanels = {
  passage: { id: 'passage', order: 20, title: { id: 'story.passage', message: 'Passage' }, loadCatalog: noCatalog, load: async () => PassagePanel },
  slow: { id: 'slow', order: 30, title: { id: 'story.slow', message: 'Slow' }, loadCatalog: noCatalog, load: () => new Promise<never>(() => undefined) },
  broken: { id: 'broken', order: 200, title: { id: 'story.broken', message: 'Broken' }, loadCatalog: noCatalog, load: async () => Promise.reject(new Error('chunk failed')) },
} satisfies Record<string, LivePanel>;

/** The shell's part in a story: these panels, whatever the church has enabled. */
const withPanels =
  (panels: LivePanel[]): Decorator =>
  (Story) => (
  <LivePanelsProvider load={async () => panels}>
    <Story />
  </LivePanelsProvider>
);

const meta = {
  title: 'Live/LivePage',
  component: LivePage,
  parameters: {
    route: '/live',
    routePath: livePaths.live.path,
    msw: { handlers: { current: currentBroadcast(), upcoming: upcomingBroadcasts() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof LivePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The service on now, an MP4 in the browser's own player, with the upcoming broadcasts beside it. */
export const LiveMp4: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Live' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Worship and the Word, live' })).toBeVisible();
    const stage = canvas.getByRole('region', { name: 'Broadcast' });
    await expect(within(stage).getByText('Live', { selector: 'span' })).toBeVisible();
    await expect(stage.querySelector('video')).toHaveAttribute('src', '/demo/live/service.mp4');
    await expect(stage.querySelector('video')).toHaveAttribute('controls');
    await expect(canvas.getByText('On since Sun, Nov 29, 2026, 10:50 AM')).toBeVisible();
    await expect(canvas.getByText('Passage: John 3:16-21')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Upcoming', selected: true })).toBeVisible();
    const upcoming = canvas.getByRole('tabpanel', { name: 'Upcoming' });
    const items = await within(upcoming).findAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Midweek Prayer Meeting');
    await expect(items[0]).toHaveTextContent('Wed, Dec 2, 2026, 6:50 PM');
  },
};

/** A YouTube stream: the privacy-respecting embed, named by the service. */
export const LiveYoutube: Story = {
  parameters: { msw: { handlers: { current: currentBroadcast(liveYoutube) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle('Worship and the Word, live');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Hk3pR8vLq2M?rel=0&modestbranding=1');
  },
};

export const LiveVimeo: Story = {
  parameters: { msw: { handlers: { current: currentBroadcast(liveVimeo) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle('Worship and the Word, live');
    await expect(frame).toHaveAttribute('src', 'https://player.vimeo.com/video/887412356?dnt=1&title=0&byline=0');
  },
};

/** An HLS stream: a `<video>` that plays it natively or through hls.js (jsdom has neither: the story shows the way out). */
export const LiveHls: Story = {
  parameters: { msw: { handlers: { current: currentBroadcast(liveHls) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Worship and the Word, live' })).toBeVisible();
    const stage = canvas.getByRole('region', { name: 'Broadcast' });
    await expect(stage.querySelector('video, [role="alert"]')).not.toBeNull();
  },
};

/** Nothing on now: the last broadcast, tagged so. */
export const LastBroadcast: Story = {
  parameters: { msw: { handlers: { current: currentBroadcast(lastBroadcast) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Sunday Morning Worship' })).toBeVisible();
    await expect(canvas.getByText('Last broadcast')).toBeVisible();
    await expect(canvas.getByText('Broadcast on Sun, Nov 22, 2026, 8:50 AM')).toBeVisible();
    await expect(canvas.getByText('Passage: Psalm 23')).toBeVisible();
  },
};

/** §8 "church has no live broadcast". */
export const NoBroadcast: Story = {
  parameters: { msw: { handlers: { current: currentBroadcast(null), upcoming: upcomingBroadcasts([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'This church has no live broadcast' })).toBeVisible();
    await expect(await canvas.findByText('No broadcasts are scheduled yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { current: currentBroadcastLoading(), upcoming: upcomingBroadcastsLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const statuses = within(canvasElement).getAllByRole('status');
    await expect(statuses[0]).toHaveTextContent('Loading the broadcast');
    await expect(statuses[1]).toHaveTextContent('Loading the upcoming broadcasts');
  },
};

/** §8's data-load message, for the broadcast and for the upcoming list apart. */
export const Failed: Story = {
  parameters: { msw: { handlers: { current: currentBroadcastFailing(), upcoming: upcomingBroadcastsFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const alerts = await within(canvasElement).findAllByRole('alert');
    await expect(alerts).toHaveLength(2);
    await expect(alerts[0]).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};

/**
 * The modules' panels beside the stream, as tabs after the page's own: each loads when first shown,
 * one still loading and one that failed leave the others working, and a panel keeps what was typed in
 * it while another is shown.
 */
export const WithModulePanels: Story = {
  decorators: [withPanels([storyPanels.passage, storyPanels.slow, storyPanels.broken])],
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: 'Beside the broadcast' });
    await waitFor(() => expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Passage', 'Slow', 'Upcoming', 'Broken']));
    const passageTab = canvas.getByRole('tab', { name: 'Passage' });
    await expect(passageTab).toHaveAttribute('aria-selected', 'true');
    const passage = canvas.getByRole('tabpanel', { name: 'Passage' });
    await expect(await within(passage).findByText('Read John 3:16-21')).toBeVisible();
    await expect(within(passage).getByText('Service: Worship and the Word, live (live)')).toBeVisible();
    await user.type(within(passage).getByLabelText('Your note'), 'Grace');

    await user.click(canvas.getByRole('tab', { name: 'Slow' }));
    await expect(within(canvas.getByRole('tabpanel', { name: 'Slow' })).getByRole('status')).toHaveTextContent('Loading');
    await expect(passage).not.toBeVisible();

    await user.click(canvas.getByRole('tab', { name: 'Broken' }));
    const broken = canvas.getByRole('tabpanel', { name: 'Broken' });
    await expect(await within(broken).findByRole('alert')).toHaveTextContent('This panel could not be loaded.');
    await expect(within(broken).getByRole('button', { name: 'Try again' })).toBeVisible();

    await user.click(passageTab);
    await expect(within(passage).getByLabelText('Your note')).toHaveValue('Grace');
  },
};

/** WAI-ARIA tabs: one tab in the Tab order; the arrow keys, Home and End move between the tabs and show them. */
export const PanelTabsByKeyboard: Story = {
  decorators: [withPanels([storyPanels.passage])],
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    const passageTab = await canvas.findByRole('tab', { name: 'Passage' });
    const upcomingTab = canvas.getByRole('tab', { name: 'Upcoming' });
    await expect(passageTab).toHaveAttribute('tabindex', '0');
    await expect(upcomingTab).toHaveAttribute('tabindex', '-1');
    passageTab.focus();
    await user.keyboard('{ArrowRight}');
    await expect(upcomingTab).toHaveFocus();
    await expect(upcomingTab).toHaveAttribute('aria-selected', 'true');
    await expect(upcomingTab).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('tabpanel', { name: 'Upcoming' })).toBeVisible();
    await user.keyboard('{ArrowRight}');
    await expect(passageTab).toHaveFocus();
    await user.keyboard('{End}');
    await expect(upcomingTab).toHaveFocus();
    await user.keyboard('{Home}');
    await expect(passageTab).toHaveFocus();
    await expect(passageTab).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    await expect(upcomingTab).toHaveAttribute('aria-selected', 'true');
  },
};

/** No broadcast: the panels are told so (no service, no passage). */
export const ModulePanelsWithoutBroadcast: Story = {
  decorators: [withPanels([storyPanels.passage])],
  parameters: { msw: { handlers: { current: currentBroadcast(null) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement).findByRole('tabpanel', { name: 'Passage' });
    await expect(await within(panel).findByText('No passage')).toBeVisible();
    await expect(within(panel).getByText('Service: none (not live)')).toBeVisible();
  },
};

/** The chat's descriptor, first in order (as the chat module's is). */
const chatPanel: LivePanel = { id: 'chat', order: 10, title: { id: 'story.chat', message: 'Chat' }, loadCatalog: noCatalog, load: async () => PassagePanel };

/** The shell's part when the modules' panels arrive late: each load waits until the story calls `arrive()`. */
let arrive: () => void = () => undefined;
const withLatePanels =
  (panels: LivePanel[]): Decorator =>
  (Story) => (
    <LivePanelsProvider
      load={() =>
        new Promise<LivePanel[]>((resolve) => {
          arrive = () => resolve(panels);
        })
      }
    >
      <Story />
    </LivePanelsProvider>
  );

/** Before the visitor chooses, the first tab in order is selected: a panel that arrives first in order becomes the selection. */
export const LatePanelBeforeAChoice: Story = {
  decorators: [withLatePanels([chatPanel])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Upcoming', selected: true })).toBeVisible();
    arrive();
    const chatTab = await canvas.findByRole('tab', { name: 'Chat' });
    await expect(chatTab).toHaveAttribute('aria-selected', 'true');
    await expect(chatTab).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'false');
  },
};

/**
 * Once the visitor has chosen a tab (by clicking it, or by reaching it with the keyboard), a panel that
 * arrives later, even first in order as the chat does, never takes the selection: the chosen tab stays
 * selected, in the Tab order, focused and shown.
 */
export const LatePanelKeepsTheChoice: Story = {
  decorators: [withLatePanels([chatPanel])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const upcomingTab = await canvas.findByRole('tab', { name: 'Upcoming' });
    // The visitor reaches the tab with Tab: the tab shown is the one they are on.
    upcomingTab.focus();
    await expect(upcomingTab).toHaveAttribute('aria-selected', 'true');
    arrive();
    const chatTab = await canvas.findByRole('tab', { name: 'Chat' });
    await expect(within(canvas.getByRole('tablist')).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Chat', 'Upcoming']);
    await expect(upcomingTab).toHaveAttribute('aria-selected', 'true');
    await expect(upcomingTab).toHaveAttribute('tabindex', '0');
    await expect(upcomingTab).toHaveFocus();
    await expect(chatTab).toHaveAttribute('aria-selected', 'false');
    await expect(chatTab).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByRole('tabpanel', { name: 'Upcoming' })).toBeVisible();
  },
};

/** A click on a tab before the panels arrive is a choice too: it stays when they do. */
export const LatePanelKeepsTheClickedTab: Story = {
  decorators: [withLatePanels([chatPanel])],
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    await user.click(await canvas.findByRole('tab', { name: 'Upcoming' }));
    arrive();
    await canvas.findByRole('tab', { name: 'Chat' });
    await expect(canvas.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'false');
  },
};
