import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { churchKeys, useChurch } from '@church/data-access';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import {
  STORY_TOKEN,
  SWITCHED_OFF_APP,
  thirdPartyAppToken,
  thirdPartyAppTokenFailing,
  thirdPartyAppTokenFailingOnce,
  thirdPartyAppTokenLoading,
  thirdPartyAppTokenWithOneSwitchedOff,
} from '../mocks/third-parts-api';
import { thirdPartsPaths } from '../paths';
import { ThirdPartyAppPage } from './third-party-app-page';

/** The story church with neither app module switched on. */
function WithoutAppModules({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const church = useChurch();
  const key = churchKeys.modules(church.slug);
  const modules = queryClient.getQueryData<{ codigo: string }[]>(key) ?? [];
  queryClient.setQueryData(key, modules.filter((module) => !module.codigo.startsWith('MOD_APP_EXTERNO_')));
  return children;
}
const withoutAppModules: Decorator = (Story) => (
  <WithoutAppModules>
    <Story />
  </WithoutAppModules>
);

const meta = {
  title: 'ThirdParts/ThirdPartyAppPage',
  component: ThirdPartyAppPage,
  parameters: {
    route: '/third-parts/study-hub',
    routePath: thirdPartsPaths.app.path,
    session: 'member',
    msw: { handlers: { token: thirdPartyAppToken() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof ThirdPartyAppPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Embedded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Bible Study Hub' })).toBeVisible();
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).toHaveAttribute('title', 'Bible Study Hub');
    // The token rides in the fragment, never in the query.
    await expect(frame?.getAttribute('src')).toBe(`about:blank#token=${STORY_TOKEN}`);
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
  },
};

export const NewTab: Story = {
  parameters: { route: '/third-parts/volunteers' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Volunteer Rota' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Open Volunteer Rota' });
    await expect(link).toHaveAttribute('href', `about:blank#token=${STORY_TOKEN}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { token: thirdPartyAppTokenLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Opening the app');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { token: thirdPartyAppTokenFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('The app could not be opened. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const FailedThenTriedAgain: Story = {
  parameters: { msw: { handlers: { token: thirdPartyAppTokenFailingOnce() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Bible Study Hub' })).toBeVisible();
  },
};

export const UnknownApp: Story = {
  parameters: { route: '/third-parts/no-such-app' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};

export const MalformedApp: Story = {
  parameters: { route: '/third-parts/Not_An_App' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  },
};

export const ChurchWithoutTheModules: Story = {
  decorators: [withoutAppModules],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Another page' })).toHaveTextContent(/^\/$/);
  },
};

/** The church has one app module on; this segment is its other app, whose module is off: home, as any module route of a church without the module. */
export const AppWhoseModuleIsOff: Story = {
  parameters: { route: `/third-parts/${SWITCHED_OFF_APP}`, msw: { handlers: { token: thirdPartyAppTokenWithOneSwitchedOff() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Another page' })).toHaveTextContent(/^\/$/);
  },
};

/** With the same answers, an unknown segment is still the not-found page. */
export const UnknownAppBesideOneSwitchedOff: Story = {
  parameters: { route: '/third-parts/no-such-app', msw: { handlers: { token: thirdPartyAppTokenWithOneSwitchedOff() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  },
};
