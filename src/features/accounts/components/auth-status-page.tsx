import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { appSettings } from '@/config/env';
import { selectSessionStatus, selectUser, useSession } from '../store';
import { trustedMarketingOrigins } from '@/domain/accounts/trusted-origins';

const trustedOrigins = trustedMarketingOrigins(appSettings.marketingOrigin);

export interface AuthStatusMessage {
  type: 'auth-status';
  authenticated: boolean;
  user: { uid: string; email: string; name: string } | null;
}

function isStatusRequest(data: unknown): boolean {
  return data === 'check-auth-status' || (typeof data === 'object' && data !== null && 'type' in data && data.type === 'check-auth-status');
}

/**
 * Hidden page embedded by the marketing site: tells its parent whether the visitor is signed in.
 * Messages only ever go to the two trusted origins; requests from anywhere else are ignored.
 */
export function AuthStatusPage() {
  const { loading, isAuthenticated } = useSession(useShallow(selectSessionStatus));
  const user = useSession(selectUser);

  useEffect(() => {
    if (loading) return undefined;
    const message: AuthStatusMessage = {
      type: 'auth-status',
      authenticated: isAuthenticated,
      user: isAuthenticated && user ? { uid: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() } : null,
    };
    // The browser drops a message whose target origin is not the parent's, so both can be tried.
    if (window.parent !== window) for (const origin of trustedOrigins) window.parent.postMessage(message, origin);

    const answer = (event: MessageEvent) => {
      if (!trustedOrigins.includes(event.origin) || !isStatusRequest(event.data)) return;
      (event.source as Window | null)?.postMessage(message, event.origin);
    };
    window.addEventListener('message', answer);
    return () => window.removeEventListener('message', answer);
  }, [loading, isAuthenticated, user]);

  return null;
}
