import { useId } from 'react';

/**
 * Ids and ARIA tying one control to its label and to its error message. Without an error the
 * control keeps whatever ARIA its caller gave it (a combobox's own state, say).
 */
export function useFieldControl(error: string | undefined) {
  const id = useId();
  const errorId = `${id}-error`;
  return { id, errorId, aria: error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {} };
}

/** The look of the kit's boxed controls (inputs, selects, text areas), red while in error. */
export function controlClass(error: string | undefined): string {
  return `w-full rounded-lg border bg-white px-3 py-2.5 text-stone-900 shadow-sm outline-none focus:ring-2 ${
    error ? 'border-red-400 focus:ring-red-200' : 'border-stone-300 focus:border-brand-500 focus:ring-brand-100'
  }`;
}
