/** A button's label with a small spinner before it while its action runs. */
export function BusyLabel({ busy, label }: { busy: boolean; label: string }) {
  return (
    <>
      {busy && <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />}
      {label}
    </>
  );
}
