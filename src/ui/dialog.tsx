import { useEffect, useId, useRef, type ReactNode } from 'react';

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

/** A modal dialog: focus moves in, Escape and the backdrop close it, focus returns to the opener. */
export function Dialog({ title, onClose, closeLabel, children, placement = 'center', panelClassName = 'max-w-md' }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('button, a[href], input, select, textarea')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onClose]);

  return (
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
          <button type="button" onClick={onClose} aria-label={closeLabel} className="rounded-full p-1 text-stone-500 hover:bg-stone-100">
            <span aria-hidden="true" className="block h-6 w-6 text-xl leading-6">
              ×
            </span>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
