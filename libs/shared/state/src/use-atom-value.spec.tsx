// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { atom, createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { useAtom, useAtomValue } from './use-atom-value';

const countAtom = atom(1);
const doubledAtom = atom((get) => get(countAtom) * 2);

describe('useAtomValue', () => {
  it('renders once on mount, and again only when the value changes', () => {
    const store = createStore();
    let renders = 0;
    function Doubled() {
      renders += 1;
      return <p>{useAtomValue(doubledAtom)}</p>;
    }
    render(
      <Provider store={store}>
        <Doubled />
      </Provider>,
    );
    expect(screen.getByText('2').tagName).toBe('P');
    // Jotai's own hook renders the component a second time here, from its mount effect.
    expect(renders).toBe(1);
    act(() => store.set(countAtom, 1));
    expect(renders).toBe(1);
    act(() => store.set(countAtom, 5));
    expect(screen.getByText('10').tagName).toBe('P');
    expect(renders).toBe(2);
  });

  it('gives the value and a setter', () => {
    function Counter() {
      const [count, setCount] = useAtom(countAtom);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          {count}
        </button>
      );
    }
    render(
      <Provider store={createStore()}>
        <Counter />
      </Provider>,
    );
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('2');
  });
});
