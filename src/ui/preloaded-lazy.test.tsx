import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadedLazy } from './preloaded-lazy';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function controlledLoad() {
  let arrive: () => void = () => undefined;
  const module = new Promise<typeof Counter>((resolve) => (arrive = () => resolve(Counter)));
  return { load: () => module, arrive };
}

describe('preloadedLazy', () => {
  it('renders at once, with no fallback, once its module was asked for ahead', async () => {
    const { load, arrive } = controlledLoad();
    const { Component, preload } = preloadedLazy(load);
    arrive();
    await preload();
    render(
      <Suspense fallback={<p>Chargement</p>}>
        <Component label="Jours" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Jours 0' })).toBeInTheDocument();
    expect(screen.queryByText('Chargement')).not.toBeInTheDocument();
  });

  it('waits behind the fallback otherwise, and keeps its state through the renders after its module arrives', async () => {
    const { load, arrive } = controlledLoad();
    const { Component } = preloadedLazy(load);
    function Parent() {
      const [renders, setRenders] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setRenders(renders + 1)}>
            Parent {renders}
          </button>
          <Suspense fallback={<p>Chargement</p>}>
            <Component label="Jours" />
          </Suspense>
        </>
      );
    }
    render(<Parent />);
    expect(screen.getByText('Chargement')).toBeInTheDocument();
    await act(async () => arrive());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Jours 0' }));
    await user.click(screen.getByRole('button', { name: 'Parent 0' }));
    expect(screen.getByRole('button', { name: 'Jours 1' })).toBeInTheDocument();
  });
});
