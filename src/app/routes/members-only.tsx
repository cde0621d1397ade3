import type { ReactNode } from 'react';
import { selectIsAuthenticated, useSession } from '@/features/accounts';

/**
 * Around a slot whose component shows nothing to a visitor (spec B §2: no add-to-plan, no
 * bookmark, no household tags): its module, and the Firestore SDK it brings, load only once
 * someone is signed in.
 */
export function MembersOnly({ children }: { children: ReactNode }) {
  return useSession(selectIsAuthenticated) ? children : null;
}
