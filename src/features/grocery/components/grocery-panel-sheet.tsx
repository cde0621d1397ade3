import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { paths } from '@/config/paths';
import { ErrorBox } from '@/ui/error-box';
import { selectGroceryError, selectList } from '../store/selectors';
import { useGrocery } from '../store';
import { GroceryPanelActions } from './grocery-panel-actions';
import { GroceryPanelLines } from './grocery-panel-lines';

/** Escape inside another dialog (the confirmation, the e-mail form) is that dialog's to handle. */
function inOtherDialog(target: EventTarget | null, panel: HTMLElement | null): boolean {
  const dialog = target instanceof Element ? target.closest('[role="dialog"]') : null;
  return dialog !== null && dialog !== panel;
}

/**
 * The panel itself: a dialog-like region over the right of the screen. On a desktop it opens
 * under the top bar and leaves the week usable beside it; on a phone it covers the page, and a
 * tap beside it closes it. It slides in on a phone unless the user asked for reduced motion.
 * On the page's body, so the phone's dock that holds its button neither places nor stacks it.
 */
export function GroceryPanelSheet({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const list = useGrocery(selectList);
  const { error, dismissError } = useGrocery(useShallow(selectGroceryError));

  useEffect(() => closeButton.current?.focus(), []);

  // Archiving takes away the button that had focus: keep focus in the panel.
  useEffect(() => {
    if (!list && document.activeElement === document.body) closeButton.current?.focus();
  }, [list]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !inOtherDialog(event.target, panel.current)) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return createPortal(
    <>
      <div aria-hidden="true" onClick={onClose} className="fixed inset-0 z-40 bg-black/40 md:hidden motion-safe:transition-opacity motion-safe:starting:opacity-0" />
      <div
        ref={panel}
        id={id}
        role="dialog"
        aria-labelledby={titleId}
        className="fixed inset-y-0 right-0 z-40 flex w-full max-w-sm flex-col bg-white shadow-xl md:top-16 md:w-96 md:max-w-none md:border-l md:border-stone-200 motion-safe:transition-transform motion-safe:duration-300 motion-safe:ease-out max-md:motion-safe:starting:translate-x-full"
      >
        <div className="flex items-start justify-between gap-3 border-b border-stone-200 p-4 pt-[max(1rem,env(safe-area-inset-top))]">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold text-stone-900">
              {t('grocery.panel.title')}
            </h2>
            {list && <p className="truncate text-sm text-stone-600">{list.name}</p>}
          </div>
          <button
            ref={closeButton}
            type="button"
            onClick={onClose}
            aria-label={t('grocery.panel.close')}
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <span aria-hidden="true" className="text-2xl leading-none">
              ×
            </span>
          </button>
        </div>
        <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto bg-stone-50 p-4">
          {error && (
            <ErrorBox onDismiss={dismissError} dismissLabel={t('grocery.closeError')}>
              {t(error)}
            </ErrorBox>
          )}
          <GroceryPanelLines />
        </div>
        <div className="flex flex-col gap-2 border-t border-stone-200 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
          <GroceryPanelActions />
          <Link
            to={paths.groceryList.href()}
            className="inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {t('grocery.panel.fullList')}
          </Link>
        </div>
      </div>
    </>,
    document.body,
  );
}
