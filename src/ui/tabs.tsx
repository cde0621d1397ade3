import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';

export interface TabChoice<K extends string> {
  key: K;
  label: string;
  /**
   * A tab that is another page ('Placard' beside the list's views): a link announced as a tab
   * of the same row, which the arrow keys reach and Enter or Space follows.
   */
  to?: string;
  /** What the link hands the page it opens (which of that page's views to show). */
  state?: unknown;
}

const tabClass = (active: boolean) =>
  `inline-flex min-h-11 items-center rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap disabled:cursor-wait focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${active ? 'bg-white text-brand-700 shadow-sm' : 'text-stone-600 hover:text-stone-900'}`;

/**
 * Tabs as the ARIA authoring practices describe them: a tablist whose arrow keys (and Home,
 * End) move to and select the previous or next tab, one tab stop for the list, and the
 * selected tab's panel, labelled by its tab. A link tab is only focused by the arrow keys
 * (following it on a key press that means "next" would leave the page under the reader), and
 * is followed on Enter, Space or a click.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly TabChoice<K>[];
  selected: K;
  /** Called with a tab of this page (one without `to`); absent while the page is only a preview, whose tabs wait, disabled, rather than swallow a tap. */
  onSelect?: (key: K) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}) {
  const id = useId();
  const elements = useRef(new Map<K, HTMLElement>());
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent) => {
    const focused = tabs.findIndex((tab) => elements.current.get(tab.key) === event.target);
    const index = focused === -1 ? tabs.findIndex((tab) => tab.key === selected) : focused;
    const current = tabs[index];
    if (current?.to !== undefined && event.key === ' ') {
      event.preventDefault();
      elements.current.get(current.key)?.click();
      return;
    }
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = tabs[(move + tabs.length) % tabs.length];
    if (!next) return;
    if (next.to === undefined) onSelect?.(next.key);
    elements.current.get(next.key)?.focus();
  };

  const keep = (key: K) => (element: HTMLElement | null) => {
    if (element) elements.current.set(key, element);
    else elements.current.delete(key);
  };

  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex max-w-full gap-1 self-start overflow-x-auto rounded-xl bg-stone-100 p-1">
        {tabs.map((tab) => {
          const active = tab.key === selected;
          const shared = { id: tabId(tab.key), role: 'tab', 'aria-selected': active, tabIndex: active ? 0 : -1, className: tabClass(active) } as const;
          return tab.to === undefined ? (
            <button
              key={tab.key}
              ref={keep(tab.key)}
              {...shared}
              type="button"
              // Only the selected tab's panel is in the page.
              aria-controls={active ? panelId : undefined}
              disabled={!onSelect}
              onClick={() => onSelect?.(tab.key)}
            >
              {tab.label}
            </button>
          ) : (
            <Link key={tab.key} ref={keep(tab.key)} {...shared} to={tab.to} state={tab.state}>
              {tab.label}
            </Link>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0} className="focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700">
        {children}
      </div>
    </div>
  );
}
