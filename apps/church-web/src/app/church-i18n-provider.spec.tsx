import { setupI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChurchI18nProvider } from './church-i18n-provider';

function Greeting() {
  const { i18n } = useLingui();
  return <p>{i18n._('hello')}</p>;
}

describe('ChurchI18nProvider', () => {
  it('renders with the active catalog, and again (in a transition) when a catalog loads or the locale changes', async () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    render(
      <ChurchI18nProvider i18n={i18n}>
        <Greeting />
      </ChurchI18nProvider>,
    );
    expect(screen.getByText('hello').textContent).toBe('hello');
    await act(async () => i18n.load('en', { hello: 'Hello' }));
    expect((await screen.findByText('Hello')).textContent).toBe('Hello');
    await act(async () => i18n.loadAndActivate({ locale: 'es', messages: { hello: 'Hola' } }));
    expect((await screen.findByText('Hola')).textContent).toBe('Hola');
  });
});
