import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { resetAllStores } from '@/lib/create-store';
import { buildGroceryList } from '@/testing/grocery-lists';
import { sendListByEmail } from '../../data/send-list-email';
import { SendByEmailError } from './email';
import { useGrocery } from '../index';

// sendByEmail between the share action and the API call: what it asks for, in which order, and
// the message it throws for the dialog. The call itself is proven against the real service in
// tests/api/share-list-email.test.ts.
vi.mock('../../data/send-list-email', () => ({ sendListByEmail: vi.fn() }));

const send = vi.mocked(sendListByEmail);

const list = buildGroceryList();

function stubShare(token: string | null) {
  const shareList = vi.fn(async () => token);
  useGrocery.setState({ list, status: 'loaded', shareList });
  return shareList;
}

const refusal = (message: string, key: string) => expect.objectContaining({ name: 'SendByEmailError', message, key });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  send.mockReset();
  vi.restoreAllMocks();
  resetAllStores();
});

describe('sendByEmail', () => {
  it('shares the list first, then asks the server to mail it to the recipient', async () => {
    const shareList = stubShare('token-1');
    send.mockResolvedValue(undefined);
    await useGrocery.getState().sendByEmail('camille@example.fr');
    expect(shareList).toHaveBeenCalledOnce();
    expect(send).toHaveBeenCalledExactlyOnceWith({ to: 'camille@example.fr', listId: 'list-1' });
    expect(shareList.mock.invocationCallOrder[0]).toBeLessThan(send.mock.invocationCallOrder[0] ?? 0);
  });

  it("throws 'Aucune liste de courses active' with no active list, and sends nothing", async () => {
    const shareList = stubShare('token-1');
    useGrocery.setState({ list: null });
    const sending = useGrocery.getState().sendByEmail('camille@example.fr');
    await expect(sending).rejects.toBeInstanceOf(SendByEmailError);
    await expect(sending).rejects.toEqual(refusal('Aucune liste de courses active', 'grocery.email.errors.noList'));
    expect(shareList).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends nothing when the list cannot be shared', async () => {
    stubShare(null);
    await expect(useGrocery.getState().sendByEmail('camille@example.fr')).rejects.toEqual(
      refusal("Impossible d'envoyer l'email. Veuillez réessayer plus tard.", 'grocery.email.errors.failed'),
    );
    expect(send).not.toHaveBeenCalled();
  });

  it("throws the server's message when it named the problem", async () => {
    stubShare('token-1');
    send.mockRejectedValue(new ApiError(429, 'api.email.rateLimited', true));
    await expect(useGrocery.getState().sendByEmail('camille@example.fr')).rejects.toEqual(
      refusal("Trop d'emails envoyés. Veuillez réessayer plus tard.", 'api.email.rateLimited'),
    );
  });

  it("throws the dialog's own message for any other failure", async () => {
    stubShare('token-1');
    send.mockRejectedValue(new ApiError(503, 'api.unavailable', false));
    await expect(useGrocery.getState().sendByEmail('camille@example.fr')).rejects.toEqual(
      refusal("Impossible d'envoyer l'email. Veuillez réessayer plus tard.", 'grocery.email.errors.failed'),
    );
  });
});
