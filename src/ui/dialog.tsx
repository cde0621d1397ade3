import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface DialogProps {
  title: string;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
  /** Mobile bottom sheet instead of a centred box. */
  placement?: 'center' | 'bottom';
  /** Sizing of the panel, e.g. a tall embedded page. */
  panelClassName?: string;
}

/** The dialogs open now, oldest first: Escape closes only the newest (a confirmation over a dialog). */
const openDialogs: symbol[] = [];

/**
 * A modal dialog: focus moves in, Escape and the backdrop close it, focus returns to the opener.
 * Rendered on the page's body: inside a fixed bar (the top bar's blur, the phone's docks) its
 * overlay would be placed and stacked by that bar, off screen or under the bottom bar.
 */
export function Dialog({ title, onClose, closeLabel, children, placement = 'center', panelClassName = 'max-w-md' }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  // The latest onClose, so that a parent re-rendering with a new one neither moves focus back
  // to the first control nor puts this dialog back on top of one opened over it.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('button, a[href], input, select, textarea')?.focus();
    const self = Symbol('dialog');
    openDialogs.push(self);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && openDialogs.at(-1) === self) close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openDialogs.splice(openDialogs.indexOf(self), 1);
      opener?.focus();
    };
  }, []);

  return createPortal(
    <div className={`fixed inset-0 z-50 flex justify-center bg-black/40 ${placement === 'bottom' ? 'items-end' : 'items-center p-4'}`} onClick={onClose}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
        className={`flex w-full flex-col bg-white p-5 shadow-xl ${panelClassName} ${placement === 'bottom' ? 'rounded-t-2xl pb-8' : 'rounded-2xl'}`}
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 id={titleId} className="text-lg font-semibold text-stone-900">
            {title}
          </h2>
          <button type="button" onClick={onClose} aria-label={closeLabel} className="-m-2 rounded-full p-2.5 text-stone-500 hover:bg-stone-100">
            <span aria-hidden="true" className="block h-6 w-6 text-xl leading-6">
              ×
            </span>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
