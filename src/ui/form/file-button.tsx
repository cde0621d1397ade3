import { useRef, type ReactNode } from 'react';
import { Button } from '../button';

interface FileButtonProps {
  /** The id a `<label htmlFor>` of the caller names the file input by. */
  id: string;
  accept: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  /** The button's text. */
  children: ReactNode;
}

/** A button that opens the system's file chooser: the native file input is unstyleable, so it stays hidden behind it. */
export function FileButton({ id, accept, disabled, onFile, children }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        // Out of the tab order: the button opens it, and the caller's label names it for screen readers.
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again (a retry) fires again.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button variant="secondary" disabled={disabled} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
}
