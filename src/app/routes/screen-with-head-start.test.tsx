import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screenWithHeadStart } from './screen-with-head-start';

describe('screenWithHeadStart', () => {
  it('mounts the screen once: a render after its module arrives keeps what its user did', async () => {
    let mounts = 0;
    function Week() {
      const [week, setWeek] = useState(1);
      useEffect(() => {
        mounts += 1;
      }, []);
      return (
        <button type="button" onClick={() => setWeek(week + 1)}>
          Semaine {week}
        </button>
      );
    }
    let arrive: (module: { Week: typeof Week }) => void = () => undefined;
    const module = new Promise<{ Week: typeof Week }>((resolve) => (arrive = resolve));
    const { Component: Screen } = await screenWithHeadStart(() => module, (m) => m.Week, 'cookbook')();
    function Shell() {
      const [renders, setRenders] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setRenders(renders + 1)}>
            Session {renders}
          </button>
          <Screen />
        </>
      );
    }
    render(<Shell />);
    await act(async () => arrive({ Week }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Semaine 1' }));
    await user.click(screen.getByRole('button', { name: 'Session 0' }));

    expect(screen.getByRole('button', { name: 'Semaine 2' })).toBeInTheDocument();
    expect(mounts).toBe(1);
  });
});
