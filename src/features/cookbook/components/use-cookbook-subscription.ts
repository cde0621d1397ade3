import { useEffect } from 'react';
import { useSession } from '@/features/auth';
import { useCookbook } from '../store';

/** Keeps the cookbook store live for the signed-in user's default household. */
export function useCookbookSubscription() {
  const organizationId = useSession((state) => state.organization?.id);
  const userId = useSession((state) => state.user?.id);
  const start = useCookbook((state) => state.start);
  useEffect(() => (organizationId && userId ? start(organizationId, userId) : undefined), [organizationId, userId, start]);
}
