import type { ReactNode } from 'react';

/**
 * On a phone, the planner's own controls ('Recettes populaires', the list's button) in a bar of
 * their own above the bottom bar, clear of its raised + button: the week scrolls above it and is
 * never under a floating button (the page's bottom padding leaves room for both bars). On a
 * desktop the bar's box goes away and each control places itself.
 */
export function PhoneDock({ children }: { children: ReactNode }) {
  return (
    <div data-testid="planner-dock" className="fixed inset-x-0 bottom-[calc(3.75rem+env(safe-area-inset-bottom))] z-10 flex items-center justify-between gap-3 border-t border-stone-200 bg-white px-4 pt-2 pb-6 md:contents print:hidden">
      {children}
    </div>
  );
}
