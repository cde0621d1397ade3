import type { ComponentPropsWithRef, ReactNode } from 'react';

const variants = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-300',
  secondary: 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-50 disabled:text-stone-400',
} as const;

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: keyof typeof variants;
  /** Its action is under way: it cannot be pressed again, says so to assistive technology and shows a spinner. */
  busy?: boolean;
  /** What it reads while busy, when it says what is under way; otherwise its label stays. */
  busyLabel?: ReactNode;
}

export function Button({ variant = 'primary', className = '', type = 'button', busy = false, busyLabel, disabled, children, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 font-medium motion-safe:transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed ${variants[variant]} ${className}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
