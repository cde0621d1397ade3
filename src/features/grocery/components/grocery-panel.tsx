import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartIcon } from '@/ui/icons';
import { Spinner } from '@/ui/spinner';

// The list's lines and their words load with the panel's first opening, not with the planner:
// the week draws without them. A pointer over the button, or focus on it, starts them early.
const loadSheet = () => import('./grocery-panel-sheet');
const GroceryPanelSheet = lazy(() => loadSheet().then((module) => ({ default: module.GroceryPanelSheet })));
const preloadSheet = () => void loadSheet().catch(() => undefined);

/**
 * The planner's grocery panel 'Liste de courses' (spec B §2, where 'V2' is an internal name): a
 * floating button that opens the active list beside the week, as a sidebar on a desktop and
 * sliding in from the right on a phone. Closing it puts focus back on the button.
 */
export function GroceryPanel() {
  const { t } = useTranslation();
  const panelId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Stable: the panel's Escape listener is set up again whenever it changes.
  const close = useCallback(() => {
    setOpen(false);
    opener.current?.focus();
  }, []);

  return (
    <>
      {/* On a phone in the planner's dock, on the right; on a desktop bottom right, under the recipe panel, which stops above it. */}
      <button
        ref={opener}
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadSheet}
        onFocus={preloadSheet}
        aria-label={t('grocery.panel.open')}
        title={t('grocery.panel.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className="ml-auto flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 md:fixed md:right-6 md:bottom-6 md:z-10 md:h-14 md:w-14"
      >
        <CartIcon width={26} height={26} />
      </button>
      {open && (
        <Suspense fallback={<Spinner />}>
          <GroceryPanelSheet id={panelId} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
