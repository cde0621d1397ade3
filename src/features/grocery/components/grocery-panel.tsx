import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartIcon } from '@/ui/icons';
import { GroceryPanelSheet } from './grocery-panel-sheet';

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
      {/*
        Bottom right: on a phone above the bottom bar and on the row of the folded 'Recettes
        populaires' handle (which sits on the left), under that sheet once it unfolds (z-20); on a
        desktop under the recipe panel, which stops above it.
      */}
      <button
        ref={opener}
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('grocery.panel.open')}
        title={t('grocery.panel.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className="fixed right-4 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-10 flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 md:right-6 md:bottom-6"
      >
        <CartIcon width={26} height={26} />
      </button>
      {open && <GroceryPanelSheet id={panelId} onClose={close} />}
    </>
  );
}
