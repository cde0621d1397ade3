import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** A choice that goes with the confirmation, under its message. */
  children?: ReactNode;
}

/** Asks before something that cannot be undone; the destructive choice is the red one. */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, onConfirm, onCancel, children }: ConfirmDialogProps) {
  return (
    <Dialog title={title} onClose={onCancel} closeLabel={cancelLabel}>
      <p className="text-stone-700">{message}</p>
      {children}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button className="bg-red-600 hover:bg-red-700" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
