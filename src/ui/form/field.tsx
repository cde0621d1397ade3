import type { ReactNode } from 'react';

/** What every field of the kit shows around its control. */
export interface FieldChrome {
  label: string;
  /** Already translated message, shown under the control. */
  error?: string | undefined;
  hint?: ReactNode;
  /**
   * Keeps the label for assistive technology only, where the layout already says what the
   * control is for (a search box with its placeholder, a row of a list).
   */
  hideLabel?: boolean;
  className?: string;
}

interface FieldProps extends FieldChrome {
  controlId: string;
  errorId: string;
  /** The label after the control, on one line (check boxes). */
  inline?: boolean;
  children: ReactNode;
}

/** The label, the control, its hint and its error message, in the kit's layout. */
export function Field({ controlId, errorId, label, error, hint, hideLabel = false, inline = false, className = '', children }: FieldProps) {
  const labelElement = (
    <label htmlFor={controlId} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-stone-800'}>
      {label}
    </label>
  );
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      {inline ? (
        <div className="flex items-center gap-2">
          {children}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {children}
        </>
      )}
      {hint}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
