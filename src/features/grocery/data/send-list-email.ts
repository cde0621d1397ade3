import { emailSendEndpoint } from '@/domain/api/email';
import { SHARE_LIST_TEMPLATE, type ShareListEmailParams } from '@/domain/api/share-list-email';
import { api } from '@/lib/api';

/** Asks the API service to mail a list's share link (spec B §7); a failure is an ApiError (src/lib/api-client.ts). */
export async function sendListByEmail(params: ShareListEmailParams): Promise<void> {
  await api.call(emailSendEndpoint, { template: SHARE_LIST_TEMPLATE, params });
}
