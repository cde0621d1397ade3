import { useState } from 'react';

/**
 * A control's value shown ahead of the store (spec A §4: the automation toggle is optimistic):
 * what the user chose, until the live value moves (the store or another owner has spoken) or
 * `forget` is called (the save failed, so the live value shows again).
 */
export function useChosenValue<T>(live: T) {
  const [chosen, setChosen] = useState<{ value: T } | null>(null);
  const [seen, setSeen] = useState(live);
  // React's way to adjust state to a new prop: during render, before anything shows.
  if (!Object.is(seen, live)) {
    setSeen(live);
    setChosen(null);
  }
  return {
    value: chosen ? chosen.value : live,
    choose: (value: T) => setChosen({ value }),
    forget: () => setChosen(null),
  };
}
