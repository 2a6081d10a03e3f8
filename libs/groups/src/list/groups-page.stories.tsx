import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type ChurchStoryParameters, mockGeolocation } from '@church/testing/mock-api';
import { fakeMapsLoader, withFakeMaps } from '../mocks/fake-maps-loader';
import { groupsList, groupsListByReader, groupsListFailing, groupsListLoading, STORY_MAPS_KEY, storyApproximateGroups, storyGroups } from '../mocks/groups-api';
import { groupsPaths } from '../paths';
import { GroupsPage } from './groups-page';

const meta = {
  title: 'Groups/GroupsPage',
  component: GroupsPage,
  parameters: {
    route: '/groups',
    routePath: groupsPaths.list.path,
    msw: { handlers: { list: groupsList() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof GroupsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('listitem');
const titles = (canvasElement: HTMLElement) => cards(canvasElement).map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

/** The church has no Maps key: the list only, each address a maps search, groups without coordinates listed too. */
export const ListWithoutMapKey: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Small groups' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Beacon Hill Couples' })).toHaveAttribute('href', '/groups/1');
    await expect(titles(canvasElement)).toEqual(['Early Risers (online)', 'Beacon Hill Couples', 'Cambridge Young Adults', 'South End Women']);
    await expect(canvas.getByText('4 groups')).toBeVisible();
    const card = within(cards(canvasElement)[1] as HTMLElement);
    await expect(card.getByText('Tuesday, 7:30 PM – 9:00 PM')).toBeVisible();
    await expect(card.getByText('Led by Daniel Brooks')).toBeVisible();
    await expect(card.getByRole('link', { name: /^24 Beacon Street, Beacon Hill, Boston, MA/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=24%20Beacon%20Street%2C%20Beacon%20Hill%2C%20Boston%2C%20MA',
    );
    await expect(canvas.queryByRole('button', { name: 'Map' })).toBeNull();
    await expect(document.title).toBe('Small groups · Grace Community Church');
  },
};

/** A visitor of a church that shares its addresses with its members: each group's area, said to be approximate, no street, the leader's first name and initial. */
export const ApproximateAreas: Story = {
  parameters: { msw: { handlers: { list: groupsListByReader() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Beacon Hill Couples' });
    const card = within(cards(canvasElement)[1] as HTMLElement);
    await expect(card.getByText('Beacon Hill, Boston, MA')).toBeVisible();
    await expect(card.getByText('Approximate area — the exact address is shared with members.')).toBeVisible();
    await expect(card.getByText('Led by Daniel B.')).toBeVisible();
    await expect(card.queryByRole('link', { name: /opens a map/ })).toBeNull();
    await expect(canvas.getAllByText('Approximate area — the exact address is shared with members.')).toHaveLength(4);
    await expect(canvasElement.textContent).not.toMatch(/Beacon Street|Brattle Street|Tremont Street|Brooks|Carter/);
  },
};

/** The same church's signed-in member reads the list with their token: the exact addresses, as maps searches, and full names. */
export const MemberSeesTheAddresses: Story = {
  parameters: { session: 'member', msw: { handlers: { list: groupsListByReader() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /^24 Beacon Street, Beacon Hill, Boston, MA/ })).toBeVisible();
    await expect(canvas.queryByText(/^Approximate area/)).toBeNull();
    await expect(canvas.getAllByText('Led by Daniel Brooks')).toHaveLength(2);
  },
};

/** Nearest first among approximate areas: the order from their centres, the distance in whole kilometres. */
export const ApproximateNearestFirst: Story = {
  parameters: { msw: { handlers: { list: groupsList(storyApproximateGroups('participantes')) } } } satisfies ChurchStoryParameters,
  beforeEach: () => mockGeolocation({ latitude: 42.37, longitude: -71.12 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show the nearest first' }));
    // South End's area is nearer than Beacon Hill's here (5.3 against 5.34 km), though Beacon Hill itself is nearer.
    await waitFor(() => expect(titles(canvasElement)).toEqual(['Cambridge Young Adults', 'South End Women', 'Beacon Hill Couples', 'Early Risers (online)']));
    await expect(within(cards(canvasElement)[0] as HTMLElement).getByText('About 1 km away')).toBeVisible();
    await expect(within(cards(canvasElement)[1] as HTMLElement).getByText('About 5 km away')).toBeVisible();
    await expect(canvas.getAllByText('Approximate area — the exact address is shared once your request is accepted.')).toHaveLength(4);
  },
};

/** Day, neighbourhood or city and kind narrow the list; clearing brings every group back. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Beacon Hill Couples' });
    await userEvent.selectOptions(canvas.getByLabelText('Neighbourhood or city'), 'Boston');
    await waitFor(() => expect(titles(canvasElement)).toEqual(['Early Risers (online)', 'Beacon Hill Couples', 'South End Women']));
    await userEvent.selectOptions(canvas.getByLabelText('Day'), 'Thursday');
    await waitFor(() => expect(titles(canvasElement)).toEqual(['South End Women']));
    await expect(canvas.getByText('1 group')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Kind of group'), 'Couples');
    await expect(await canvas.findByRole('heading', { name: 'No group matches these filters' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(titles(canvasElement)).toHaveLength(4));
  },
};

/** Filters in the address (as a shared link or the server's page has them). */
export const FilteredByAddress: Story = {
  parameters: { route: '/groups?place=Cambridge&day=3' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Cambridge Young Adults' });
    await expect(titles(canvasElement)).toEqual(['Cambridge Young Adults']);
    await expect(canvas.getByLabelText('Day')).toHaveValue('3');
  },
};

/** The browser shares its location: nearest first, with distances; those without coordinates last. */
export const NearestFirst: Story = {
  beforeEach: () => mockGeolocation({ latitude: 42.37, longitude: -71.12 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show the nearest first' }));
    await expect(await canvas.findByText('Nearest first.')).toBeVisible();
    await waitFor(() => expect(titles(canvasElement)).toEqual(['Cambridge Young Adults', 'Beacon Hill Couples', 'South End Women', 'Early Risers (online)']));
    await expect(within(cards(canvasElement)[0] as HTMLElement).getByText(/^0\.\d km away$/)).toBeVisible();
    await expect(within(cards(canvasElement)[3] as HTMLElement).queryByText(/away/)).toBeNull();
  },
};

export const LocationDenied: Story = {
  beforeEach: () => mockGeolocation('denied'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show the nearest first' }));
    await expect(await canvas.findByText('We could not get your location, so the groups are listed by meeting day.')).toBeVisible();
  },
};

const mapCalls: { key: string; language: string }[] = [];

/** With the church's Maps key: list and map, switchable; one marker per group with coordinates, opening it. */
export const MapWithKey: Story = {
  parameters: { msw: { handlers: { list: groupsList(storyGroups, STORY_MAPS_KEY) } } } satisfies ChurchStoryParameters,
  decorators: [withFakeMaps(fakeMapsLoader(mapCalls))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const listButton = await canvas.findByRole('button', { name: 'List' });
    await expect(listButton).toHaveAttribute('aria-pressed', 'true');
    await expect(mapCalls).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Map' }));
    const map = await canvas.findByRole('region', { name: 'Map of the groups' });
    const markers = await within(map).findAllByRole('button');
    await expect(markers.map((marker) => marker.textContent)).toEqual(['Beacon Hill Couples', 'Cambridge Young Adults', 'South End Women']);
    // Exact places are pins, on the place itself.
    await expect(markers.map((marker) => marker.dataset.shape)).toEqual(['pin', 'pin', 'pin']);
    await expect(markers[0]?.title).toBe('42.3581, -71.0636');
    await expect(canvas.queryByText(/^Circles show approximate areas/)).toBeNull();
    await expect(mapCalls.at(-1)).toEqual({ key: STORY_MAPS_KEY, language: 'en' });
    const offMap = canvas.getByRole('region', { name: 'Not on the map' });
    await expect(within(offMap).getByRole('link', { name: 'Early Risers (online)' })).toBeVisible();
    await userEvent.click(within(map).getByRole('button', { name: 'Cambridge Young Adults' }));
    await expect(await canvas.findByText('/groups/2')).toBeVisible();
  },
};

const areaMapCalls: { key: string; language: string }[] = [];

/** Approximate areas on the map: a circle of the area's radius for each, no pin, and a word on why. */
export const MapWithApproximateAreas: Story = {
  parameters: { route: '/groups?view=map', msw: { handlers: { list: groupsList(storyApproximateGroups(), STORY_MAPS_KEY) } } } satisfies ChurchStoryParameters,
  decorators: [withFakeMaps(fakeMapsLoader(areaMapCalls))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = await canvas.findByRole('region', { name: 'Map of the groups' });
    const shapes = await within(map).findAllByRole('button');
    await expect(shapes.map((shape) => [shape.textContent, shape.dataset.shape, shape.dataset.radius])).toEqual([
      ['Beacon Hill Couples', 'circle', '1000'],
      ['Cambridge Young Adults', 'circle', '1000'],
      ['South End Women', 'circle', '1000'],
    ]);
    // Each circle is drawn around its area's centre, not the group's place.
    await expect(shapes[0]?.title).toBe('42.355, -71.0582');
    await expect(canvas.getByText('Circles show approximate areas: the exact address is not shared with everyone.')).toBeVisible();
    await userEvent.click(within(map).getByRole('button', { name: 'South End Women' }));
    await expect(await canvas.findByText('/groups/3')).toBeVisible();
  },
};

export const MapFailed: Story = {
  parameters: { route: '/groups?view=map', msw: { handlers: { list: groupsList(storyGroups, STORY_MAPS_KEY) } } } satisfies ChurchStoryParameters,
  decorators: [withFakeMaps(fakeMapsLoader([], true))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The map could not be loaded. Choose the list to see the groups.');
    await userEvent.click(canvas.getByRole('button', { name: 'List' }));
    await waitFor(() => expect(titles(canvasElement)).toHaveLength(4));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { list: groupsListLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading groups');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { list: groupsList([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No groups yet' })).toBeVisible();
    await expect(within(canvasElement).queryByLabelText('Day')).toBeNull();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { list: groupsListFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
