import type { ReactNode } from 'react';

/** The red error box of the spec: one message, announced to assistive technology. */
export function ErrorBox({ children, onDismiss, dismissLabel }: { children: ReactNode; onDismiss?: () => void; dismissLabel?: string }) {
  return (
    <div role="alert" className="flex items-start justify-between gap-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
      <div>{children}</div>
      {onDismiss && (
        <button type="button" onClick={onDismiss} aria-label={dismissLabel} className="-my-3 -mr-3 flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg text-xl text-red-700 hover:text-red-900">
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
