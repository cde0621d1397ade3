import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabChoice<K extends string> {
  key: K;
  label: string;
}

/**
 * Tabs as the ARIA authoring practices describe them: a tablist whose arrow keys (and Home,
 * End) move to and select the previous or next tab, one tab stop for the list, and the
 * selected tab's panel, labelled by its tab.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  beside,
  children,
}: {
  label: string;
  tabs: readonly TabChoice<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** Drawn in line with the tabs but outside the tablist (a link to another page reads as one more tab, without being one). */
  beside?: ReactNode;
  /** The selected tab's panel. */
  children: ReactNode;
}) {
  const id = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = tabs[(move + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.key);
    buttons.current.get(next.key)?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-1 self-start rounded-xl bg-stone-100 p-1">
        <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex gap-1 overflow-x-auto">
          {tabs.map((tab) => {
            const active = tab.key === selected;
            return (
              <button
                key={tab.key}
                ref={(button) => {
                  if (button) buttons.current.set(tab.key, button);
                  else buttons.current.delete(tab.key);
                }}
                id={tabId(tab.key)}
                type="button"
                role="tab"
                aria-selected={active}
                // Only the selected tab's panel is in the page.
                aria-controls={active ? panelId : undefined}
                tabIndex={active ? 0 : -1}
                onClick={() => onSelect(tab.key)}
                className={`min-h-11 rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${active ? 'bg-white text-brand-700 shadow-sm' : 'text-stone-600 hover:text-stone-900'}`}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        {beside}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0} className="focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700">
        {children}
      </div>
    </div>
  );
}
