import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { paths } from '@/config/paths';
import type { Outcome } from '@/domain/shared/outcome';
import type { LocaleKey } from '@/locales/locale-key';
import { useHousehold, type HouseholdStore } from '../store';

/** Spec A §9: the success message hands over to /cookbook after 2 seconds. */
export const INVITE_ACCEPTED_REDIRECT_MS = 2_000;

export type InviteAcceptance = { state: 'processing' } | { state: 'accepted' } | { state: 'failed'; error: LocaleKey };

const selectAcceptInvite = (state: HouseholdStore) => ({ acceptInvite: state.acceptInvite });

/**
 * Accepts the invite for the signed-in user (`signedIn`), once per invite id even when React runs
 * an effect twice: the first acceptance turns the invite accepted, so a second would be refused.
 * Once accepted, goes to the cookbook, by then the joined household's (the store answers once it is current).
 */
export function useInviteAcceptance(inviteId: string | undefined, signedIn: boolean): InviteAcceptance {
  const navigate = useNavigate();
  const { acceptInvite } = useHousehold(useShallow(selectAcceptInvite));
  const request = useRef<{ inviteId: string; outcome: Promise<Outcome<LocaleKey>> } | null>(null);
  const [answer, setAnswer] = useState<{ inviteId: string; outcome: Outcome<LocaleKey> } | null>(null);

  useEffect(() => {
    if (!inviteId || !signedIn) return undefined;
    if (request.current?.inviteId !== inviteId) request.current = { inviteId, outcome: acceptInvite(inviteId) };
    let active = true;
    void request.current.outcome.then((outcome) => {
      if (active) setAnswer({ inviteId, outcome });
    });
    return () => {
      active = false;
    };
  }, [inviteId, signedIn, acceptInvite]);

  const acceptance: InviteAcceptance = !inviteId
    ? { state: 'failed', error: 'invite.errors.invalid' }
    : answer?.inviteId !== inviteId
      ? { state: 'processing' }
      : answer.outcome.ok
        ? { state: 'accepted' }
        : { state: 'failed', error: answer.outcome.error };

  const accepted = acceptance.state === 'accepted';
  useEffect(() => {
    if (!accepted) return undefined;
    const timer = setTimeout(() => void navigate(paths.cookbook.href(), { replace: true }), INVITE_ACCEPTED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [accepted, navigate]);

  return acceptance;
}
