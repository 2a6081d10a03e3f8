import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type TicketContentPanel, type TicketContentPanelProps, TicketContentPanelsProvider } from '@church/routing';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { eventsApi } from '../mocks/events-api';
import { TicketContentItemPage, TicketContentPage } from './ticket-content-pages';

const content = eventsApi.get('/usuario/{id}/evento/{eventId}/inscricao/{ticketId}/conteudo/', ({ response }) =>
  response(200).json({
    conteudos: [
      { id: 1, titulo: 'Welcome and introduction', descricao: 'Why Romans.', situacao: 'DISPONIVEL', disponivelDe: null, disponivelAte: null, url: 'https://www.youtube-nocookie.com/embed/x' },
      { id: 2, titulo: 'Lesson 2', descricao: null, situacao: 'EM_BREVE', disponivelDe: '2026-12-01T20:00:00-05:00', disponivelAte: null, url: null },
      { id: 3, titulo: 'Live Q&A replay', descricao: null, situacao: 'EXPIRADO', disponivelDe: null, disponivelAte: '2026-11-01T20:00:00-05:00', url: null },
    ],
  }),
);

const meta = {
  title: 'Events/TicketContentPage',
  component: TicketContentPage,
  parameters: {
    route: '/user/registrations/26/ticket/501/content',
    routePath: '/user/registrations/:eventId/ticket/:ticketId/content',
    session: 'member',
    msw: { handlers: { content } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof TicketContentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §4 "Content button": view, coming soon, expired. */
export const ContentStates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'View' })).toHaveAttribute('href', '/user/registrations/26/ticket/501/content/1');
    await expect(canvas.getByText(/^Coming soon: from/)).toBeVisible();
    await expect(canvas.getByText('Expired')).toBeVisible();
  },
};

/** A ticket whose payment is not confirmed opens nothing yet. */
export const NotPaidYet: Story = {
  parameters: {
    msw: { handlers: { content: eventsApi.get('/usuario/{id}/evento/{eventId}/inscricao/{ticketId}/conteudo/', ({ response }) => response(403).json({ type: 'about:blank', title: 'Forbidden', status: 403 })) } },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This ticket opens no content yet: its payment must be confirmed first.' })).toBeVisible();
  },
};

/** A panel as a module adds it beside the player: it shows which content of which ticket it is for. */
function StoryPanel({ eventId, ticketId, contentId, title }: TicketContentPanelProps) {
  return <p>{`Panel for event ${eventId}, ticket ${ticketId}, content ${contentId}: ${title}`}</p>;
}

const storyPanels: TicketContentPanel[] = [
  { id: 'story', order: 1, loadCatalog: async () => undefined, load: async () => StoryPanel },
  { id: 'broken', order: 2, loadCatalog: async () => undefined, load: async () => Promise.reject(new Error('chunk failed')) },
];

/** One content on the player, and what the church's modules add (through the shell) after it; one that fails to load is left out. */
export const ItemWithModulePanels: StoryObj<typeof TicketContentItemPage> = {
  render: () => <TicketContentItemPage />,
  parameters: {
    route: '/user/registrations/26/ticket/501/content/1',
    routePath: '/user/registrations/:eventId/ticket/:ticketId/content/:contentId',
  } satisfies ChurchStoryParameters,
  decorators: [
    (Story) => (
      <TicketContentPanelsProvider load={async () => storyPanels}>
        <Story />
      </TicketContentPanelsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const player = await canvas.findByTitle('Welcome and introduction');
    const panel = await canvas.findByText('Panel for event 26, ticket 501, content 1: Welcome and introduction');
    // After the player in the page's order: below it on a phone.
    await expect(player.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(canvas.getByRole('link', { name: 'Back to the content' })).toHaveAttribute('href', '/user/registrations/26/ticket/501/content');
  },
};
