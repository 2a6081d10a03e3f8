import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { ServiceSongs } from './service-songs';
import { serviceSetlists, serviceSetlistsFailing, serviceSetlistsLoading, storyServices } from './service-setlists-mocks';

/** The schedule's part: each service on the screen, with what praise adds under it. */
function ServicesOnScreen() {
  return (
    <ul>
      {storyServices.map((service) => (
        <li key={service.id} aria-label={service.title}>
          <p>{service.title}</p>
          <ServiceSongs service={service} services={storyServices} />
        </li>
      ))}
    </ul>
  );
}

const asked: string[] = [];

/** Under each service of the schedule, its songs (praise's extra of the schedule's services). */
const meta = {
  title: 'Praise/ServiceSongs',
  component: ServicesOnScreen,
  parameters: { route: '/schedule?month=2026-11', msw: { handlers: { setlists: serviceSetlists(undefined, asked) } } } satisfies ChurchStoryParameters,
} satisfies Meta<typeof ServicesOnScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One read for the screen's days; "Songs (n)" unfolds the songs, each a link to its page; a service without songs shows nothing. */
export const WithSongs: Story = {
  beforeEach: () => {
    asked.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const morning = within(canvas.getByRole('listitem', { name: 'Sunday Morning Worship' }));
    const summary = await morning.findByText('Songs (2)');
    await expect(morning.queryByRole('link', { name: 'Amazing Grace' })).not.toBeVisible();
    await userEvent.click(summary);
    await expect(summary.closest('details')).toHaveAttribute('open');
    const link = morning.getByRole('link', { name: 'Amazing Grace' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/praise/11');
    await expect(morning.getByText(/Key of G/)).toBeVisible();
    const contemporary = within(canvas.getByRole('listitem', { name: 'Sunday Contemporary Service' }));
    await expect(contemporary.getByText('Songs (1)')).toBeVisible();
    const prayer = within(canvas.getByRole('listitem', { name: 'Midweek Prayer Meeting' }));
    await expect(prayer.queryByText(/Songs/)).toBeNull();
    await waitFor(() => expect(asked).toEqual(['2026-11-22..2026-11-25']));
  },
};

/** No service on the screen has songs: nothing is added. */
export const WithoutSongs: Story = {
  parameters: { msw: { handlers: { setlists: serviceSetlists([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(canvas.queryByText(/Songs/)).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** While the songs load, the first service says so, once. */
export const Loading: Story = {
  parameters: { msw: { handlers: { setlists: serviceSetlistsLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('status')).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent("Loading the services' songs…");
  },
};

/** When the songs cannot be read, the first service says so, once, and offers to try again. */
export const Failed: Story = {
  parameters: { msw: { handlers: { setlists: serviceSetlistsFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = await canvas.findAllByRole('alert', {}, { timeout: 5000 });
    await expect(alerts).toHaveLength(1);
    await expect(alerts[0]).toHaveTextContent("The services' songs could not be loaded.");
    await expect(within(alerts[0] as HTMLElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
