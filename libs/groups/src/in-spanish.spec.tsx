import { i18n } from '@lingui/core';
import { composeStories } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { beforeAll, describe, test } from 'vitest';
import * as groupStories from './detail/group-page.stories';
import * as listStories from './list/groups-page.stories';
import { formsCatalog } from '@church/forms';
import { groupsCatalog } from './catalog';

/**
 * The screens in Spanish, with the module's own catalog (no demo church that speaks Spanish has small
 * groups, so the browser tests cover English and Portuguese): the stories' pages, other assertions.
 */
beforeAll(async () => {
  const [forms, groups] = await Promise.all([formsCatalog.es(), groupsCatalog.es()]);
  i18n.loadAndActivate({ locale: 'es', messages: { ...forms.messages, ...groups.messages } });
});

const spanish = composeStories({
  default: listStories.default,
  Filtered: {
    ...listStories.ListWithoutMapKey,
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('heading', { level: 1, name: 'Grupos pequeños' })).toBeVisible();
      await canvas.findByRole('link', { name: 'Beacon Hill Couples' });
      await expect(canvas.getByText('4 grupos')).toBeVisible();
      await expect(canvas.getByText('martes, 19:30 – 21:00')).toBeVisible();
      await userEvent.selectOptions(canvas.getByLabelText('Día'), 'jueves');
      await waitFor(() => expect(canvas.getByText('1 grupo')).toBeVisible());
      await expect(canvas.getByRole('button', { name: 'Mostrar los más cercanos primero' })).toBeVisible();
    },
  },
});

const spanishGroup = composeStories({
  default: groupStories.default,
  Failed: {
    ...groupStories.RequestFailed,
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: 'Quiero unirme' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent('No se pudo enviar la solicitud al grupo. Por favor, inténtelo de nuevo.');
      await expect(canvas.getByLabelText('Una nota para el líder (opcional)')).toBeVisible();
      await expect(canvas.getByText('Responsable')).toBeVisible();
    },
  },
});

describe('in Spanish', () => {
  test('the list, its filters and counts', async () => {
    await spanish.Filtered.run();
  });

  test('a join request that could not be sent (§8)', async () => {
    await spanishGroup.Failed.run();
  });
});
