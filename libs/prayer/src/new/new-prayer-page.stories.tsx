import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { filePrayer, filePrayerFailing, filePrayerTooLarge, filePrayerTooMany, prayerMotives, prayerMotivesFailing, prayerMotivesLoading } from '../mocks/prayer-api';
import { prayerPaths } from '../paths';
import { NewPrayerPage } from './new-prayer-page';

const meta = {
  title: 'Prayer/NewPrayerPage',
  component: NewPrayerPage,
  parameters: {
    route: '/prayer/new',
    routePath: prayerPaths.newRequest.path,
    session: 'member',
    msw: { handlers: { motives: prayerMotives(), file: filePrayer() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof NewPrayerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.selectOptions(await canvas.findByLabelText('Motive'), 'Health');
  await userEvent.type(canvas.getByLabelText('Message'), 'Please pray for my recovery.');
  return canvas;
}

/** The §3 form, the author's name filled in from the account, sent with a picture; then the success screen. */
export const Sent: Story = {
  parameters: { route: '/prayer/new?redirectTo=%2Fuser%2Fprayer' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    await expect(canvas.getByLabelText('Author name')).toHaveValue('Ana Souza');
    await expect(canvas.getByRole('checkbox', { name: 'Publish on the prayer wall' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Publish on the prayer wall' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Receive a call' }));
    await userEvent.upload(canvas.getByLabelText('Image (optional)'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send prayer request' }));
    await expect(await canvas.findByRole('region', { name: 'Another page' })).toHaveTextContent('/prayer/new/success?redirectTo=%2Fuser%2Fprayer');
  },
};

/** The required fields say so, and nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await canvas.findByLabelText('Author name'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send prayer request' }));
    await expect(await canvas.findAllByText('This field is required.')).toHaveLength(3);
    await expect(canvas.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A picture that is not JPEG, PNG or WebP is refused before it is sent. */
export const WrongPicture: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Image (optional)'), new File(['GIF89a'], 'me.gif', { type: 'image/gif' }), { applyAccept: false });
    await expect(await canvas.findByText('The picture must be a JPEG, PNG or WebP image.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send prayer request' }));
    await expect(canvas.queryByRole('region', { name: 'Another page' })).toBeNull();
  },
};

/** §8 "prayer request could not be sent". */
export const Failed: Story = {
  parameters: { msw: { handlers: { file: filePrayerFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send prayer request' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your prayer request could not be sent. Please try again.');
  },
};

/** The server found the picture too large. */
export const PictureTooLarge: Story = {
  parameters: { msw: { handlers: { file: filePrayerTooLarge() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send prayer request' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The picture is larger than 5 MB.');
  },
};

/** Too many requests in an hour. */
export const RateLimited: Story = {
  parameters: { msw: { handlers: { file: filePrayerTooMany() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send prayer request' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You have shared several requests in a short time. Please try again later.');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { motives: prayerMotivesLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the form');
  },
};

/** The motives could not be read: the request can still go, without one. */
export const MotivesFailed: Story = {
  parameters: { msw: { handlers: { motives: prayerMotivesFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The motives could not be loaded; you can send your request without one.');
    await expect(canvas.queryByLabelText('Motive')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Message'), 'Pray for us.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send prayer request' }));
    await expect(await canvas.findByRole('region', { name: 'Another page' })).toHaveTextContent('/prayer/new/success');
  },
};
