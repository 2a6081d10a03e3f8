import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOGIN_INTENT_KEY, type LoginIntent } from '@church/state';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { groupDetail, groupDetailFailing, groupDetailLoading, joinAnswer, NOT_IN_GROUP } from '../mocks/groups-api';
import { groupsPaths } from '../paths';
import { GroupPage } from './group-page';

const meta = {
  title: 'Groups/GroupPage',
  component: GroupPage,
  parameters: {
    route: '/groups/1',
    routePath: groupsPaths.detail.path,
    msw: { handlers: { group: groupDetail() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof GroupPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor of a church that shares its addresses with everyone: the group, its studies, and the form to ask to join (sending it asks them to sign in). */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Beacon Hill Couples' })).toBeVisible();
    await expect(canvas.getByText('Daniel Brooks')).toBeVisible();
    await expect(canvas.getByText('Emily Carter')).toBeVisible();
    await expect(canvas.getByText('Address')).toBeVisible();
    await expect(canvas.queryByText(/^Approximate area/)).toBeNull();
    await expect(canvas.getByText('Tuesday, 7:30 PM – 9:00 PM')).toBeVisible();
    await expect(canvas.getByText('The Gospel of John')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^24 Beacon Street/ })).toHaveAttribute('href', expect.stringContaining('https://www.google.com/maps/search/?api=1&query='));
    const studies = canvas.getByRole('region', { name: 'Studies' });
    await expect(within(studies).getByRole('link', { name: 'The vine and the branches' })).toHaveAttribute('href', '/studies/11');
    await expect(canvas.getByRole('button', { name: 'Ask to join' })).toBeEnabled();
    await expect(canvas.queryByRole('link', { name: /Sign in/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Meeting records' })).toBeNull();
    await expect(document.title).toBe('Beacon Hill Couples · Grace Community Church');
  },
};

/** A visitor of a church that shares its addresses with its members (the default): the area, said to be approximate, and short names. */
export const VisitorSeesTheApproximateArea: Story = {
  parameters: { msw: { handlers: { group: groupDetail(undefined, 'membros') } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Beacon Hill Couples' })).toBeVisible();
    await expect(canvas.getByText('Area')).toBeVisible();
    await expect(canvas.getByText('Beacon Hill, Boston, MA')).toBeVisible();
    await expect(canvas.getByText('Approximate area — the exact address is shared with members.')).toBeVisible();
    await expect(canvas.getByText('Daniel B.')).toBeVisible();
    await expect(canvas.getByText('Emily C.')).toBeVisible();
    await expect(canvas.queryByText('Address')).toBeNull();
    await expect(canvas.queryByRole('link', { name: /opens a map/ })).toBeNull();
    await expect(canvasElement.textContent).not.toContain('Beacon Street');
    await expect(document.title).toBe('Beacon Hill Couples · Grace Community Church');
  },
};

/** A member of a church that shares the address with each group's participants, whose request waits: the area, until it is accepted. */
export const MemberAwaitingAcceptance: Story = {
  parameters: {
    session: 'member',
    msw: { handlers: { group: groupDetail({ ...NOT_IN_GROUP, solicitacaoPendente: true }, 'participantes') } },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Approximate area — the exact address is shared once your request is accepted.')).toBeVisible();
    await expect(canvas.getByText('You have already asked to join this group. The leader will get in touch with you.')).toBeVisible();
    await expect(canvasElement.textContent).not.toContain('Beacon Street');
  },
};

const sent: { body?: unknown } = {};
const storedIntent = () => JSON.parse(localStorage.getItem(LOGIN_INTENT_KEY) ?? 'null') as LoginIntent | null;

/**
 * A visitor writes a note and asks to join: the request-login modal offers signing in or creating an
 * account, back to this group with the request remembered; nothing is sent yet.
 */
export const VisitorAsksToJoin: Story = {
  beforeEach: () => () => localStorage.removeItem(LOGIN_INTENT_KEY),
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    await user.type(await canvas.findByLabelText('A note for the leader (optional)'), 'We just moved here.');
    await user.click(canvas.getByRole('button', { name: 'Ask to join' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Sign in to join this group' });
    await expect(within(dialog).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/access?redirectTo=%2Fgroups%2F1&start=register');
    await user.click(within(dialog).getByRole('link', { name: 'Sign in' }));
    await expect(await canvas.findByRole('region', { name: 'Another page' })).toHaveTextContent('/access?redirectTo=%2Fgroups%2F1');
    await expect(storedIntent()).toMatchObject({ path: '/groups/1', action: 'join', draft: { mensagem: 'We just moved here.' } });
  },
};

const resumed: { body?: unknown } = {};

/** Back from signing in: the request is sent with the visitor's note, and the success screen follows. */
export const ResumesJoinAfterSignIn: Story = {
  parameters: {
    session: 'member',
    msw: { handlers: { group: groupDetail(NOT_IN_GROUP), join: joinAnswer('created', resumed) } },
  } satisfies ChurchStoryParameters,
  beforeEach: () => {
    localStorage.setItem(LOGIN_INTENT_KEY, JSON.stringify({ path: '/groups/1', action: 'join', draft: { mensagem: 'We just moved here.' }, at: Date.now() }));
    return () => localStorage.removeItem(LOGIN_INTENT_KEY);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('/groups/request/success?celula=1')).toBeVisible();
    await waitFor(() => expect(resumed.body).toEqual({ celula: 1, mensagem: 'We just moved here.' }));
    await expect(storedIntent()).toBeNull();
  },
};

/** A member asks to join with a note, and goes to the success screen. */
export const MemberAsks: Story = {
  parameters: {
    session: 'member',
    msw: { handlers: { group: groupDetail(NOT_IN_GROUP), join: joinAnswer('created', sent) } },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('A note for the leader (optional)'), 'We just moved here.');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask to join' }));
    await expect(await canvas.findByText('/groups/request/success?celula=1')).toBeVisible();
    await expect(sent.body).toEqual({ celula: 1, mensagem: 'We just moved here.' });
  },
};

/** Asking again while the first request waits says so instead. */
export const AlreadyAsked: Story = {
  parameters: {
    session: 'member',
    msw: { handlers: { group: groupDetail(NOT_IN_GROUP), join: joinAnswer('pending') } },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ask to join' }));
    await expect(await canvas.findByText('You have already asked to join this group. The leader will get in touch with you.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ask to join' })).toBeNull();
  },
};

export const Pending: Story = {
  parameters: { session: 'member', msw: { handlers: { group: groupDetail({ ...NOT_IN_GROUP, solicitacaoPendente: true }) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You have already asked to join this group. The leader will get in touch with you.')).toBeVisible();
  },
};

/** §8: "group request could not be sent". */
export const RequestFailed: Story = {
  parameters: { session: 'member', msw: { handlers: { group: groupDetail(NOT_IN_GROUP), join: joinAnswer('failed') } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ask to join' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The group request could not be sent. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Ask to join' })).toBeEnabled();
  },
};

/** A participant reads the meetings instead of asking. */
export const Participant: Story = {
  parameters: { session: 'member', msw: { handlers: { group: groupDetail({ participa: true, solicitacaoPendente: false, acessoReunioes: true }) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You take part in this group.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Meeting records' })).toHaveAttribute('href', '/groups/1/meetings');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { group: groupDetailLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the group');
  },
};

export const NotFound: Story = {
  parameters: { route: '/groups/99' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Group not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to groups' })).toHaveAttribute('href', '/groups');
  },
};

/** An address no group could have is not found without asking. */
export const NotAnId: Story = {
  parameters: { route: '/groups/couples', msw: { handlers: { group: null } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Group not found' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { group: groupDetailFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
