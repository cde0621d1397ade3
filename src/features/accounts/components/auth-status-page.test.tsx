import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInSession } from '@/testing/sessions';
import { useSession } from '../store';
import { AuthStatusPage } from './auth-status-page';

/** A parent page sends a request; its window (an iframe's, here) receives the answer. */
function requestFrom(origin: string, data: unknown = 'check-auth-status') {
  const frame = document.body.appendChild(document.createElement('iframe'));
  const source = frame.contentWindow as Window;
  const reply = vi.spyOn(source, 'postMessage').mockImplementation(() => undefined);
  window.dispatchEvent(new MessageEvent('message', { origin, data, source }));
  return reply;
}

describe('auth-status page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers check-auth-status from the trusted origins with the signed-in user', () => {
    useSession.setState(signedInSession());
    render(<AuthStatusPage />);
    for (const origin of ['https://nioo.fr', 'https://www.nioo.fr']) {
      const reply = requestFrom(origin);
      expect(reply).toHaveBeenCalledExactlyOnceWith(
        { type: 'auth-status', authenticated: true, user: { uid: 'user-1', email: 'camille@example.test', name: 'Camille Martin' } },
        origin,
      );
    }
  });

  it('tells a visitor is not signed in', () => {
    useSession.setState({ status: 'loaded', isAuthenticated: false, user: null });
    render(<AuthStatusPage />);
    expect(requestFrom('https://nioo.fr', { type: 'check-auth-status' })).toHaveBeenCalledWith({ type: 'auth-status', authenticated: false, user: null }, 'https://nioo.fr');
  });

  it('ignores every other origin and every other message', () => {
    useSession.setState(signedInSession());
    render(<AuthStatusPage />);
    expect(requestFrom('https://evil.example')).not.toHaveBeenCalled();
    expect(requestFrom('http://nioo.fr')).not.toHaveBeenCalled();
    expect(requestFrom('https://nioo.fr.evil.example')).not.toHaveBeenCalled();
    expect(requestFrom('https://nioo.fr', 'hello')).not.toHaveBeenCalled();
  });

  it('stays silent while the session is still loading', () => {
    useSession.setState({ status: 'loading' });
    render(<AuthStatusPage />);
    expect(requestFrom('https://nioo.fr')).not.toHaveBeenCalled();
  });
});
