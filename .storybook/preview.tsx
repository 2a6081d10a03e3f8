import '@church/ui/styles.css';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { MemoryRouter } from 'react-router';

// Stories render in English with the source messages the macros carry outside production builds.
i18n.loadAndActivate({ locale: 'en', messages: {} });

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i } },
  },
  decorators: [
    (Story, context) => {
      const initialPath = (context.parameters.route as string | undefined) ?? '/';
      return (
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <JotaiProvider store={createStore()}>
            <I18nProvider i18n={i18n}>
              <MemoryRouter initialEntries={[initialPath]}>
                <Story />
              </MemoryRouter>
            </I18nProvider>
          </JotaiProvider>
        </QueryClientProvider>
      );
    },
  ],
};
export default preview;
