import type { Firestore } from 'firebase-admin/firestore';
import { shareListEmailParamsSchema } from '@domain/api/share-list-email.ts';
import { collections } from '@domain/collections.ts';
import { groceryListSchema } from '@domain/grocery/grocery-list.ts';
import { hasLiveShareToken } from '@domain/grocery/share-fields.ts';
import { ApiRefusal } from '../http/messages.ts';
import { senders } from './mail.ts';
import { isHouseholdMember } from '../households/household-member.ts';
import { readDoc } from '../read-doc.ts';
import { shareListEmail } from './share-list-email.ts';
import type { EmailTemplate } from './templates.ts';

/** What the mail needs of a list, read with the app's own schema. */
const listFieldsSchema = groceryListSchema.pick({ name: true, organizationId: true, status: true, shareToken: true, shareExpiry: true, isPublic: true });

/** Ids Firestore cannot address as one document of the collection (a path, '.', '..', __reserved__). */
function isPlainDocumentId(id: string): boolean {
  return !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}

async function householdName(firestore: Firestore, householdId: string): Promise<string | null> {
  const name: unknown = (await firestore.collection(collections.organizations).doc(householdId).get()).get('name');
  return typeof name === 'string' ? name : null;
}

/**
 * 'share-list' (spec B §7): mails the share link of a list of one of the caller's households
 * (any role: the mail only carries a link the household already made public). The caller names
 * only the recipient and the list; the link, the names and the sender come from the database and
 * the server's config.
 */
export const shareListTemplate: EmailTemplate<typeof shareListEmailParamsSchema> = {
  params: shareListEmailParamsSchema,

  async build({ to, listId }, { firestore, uid, appOrigin }) {
    if (!isPlainDocumentId(listId)) return null;
    const list = readDoc(await firestore.collection(collections.groceryListsV2).doc(listId).get(), listFieldsSchema);
    // An unknown list and another household's list get the same refusal: no one learns which ids exist.
    if (!list || !(await isHouseholdMember(firestore, uid, list.organizationId))) return null;

    const { status, isPublic, shareToken, shareExpiry, organizationId: householdId, name } = list;
    if (status !== 'active') throw new ApiRefusal(409, 'api.email.listArchived');
    // The app shares the list first (shareList); a link the shared page would refuse is never mailed.
    if (!isPublic || shareToken === null || !hasLiveShareToken({ shareToken, shareExpiry }, new Date())) throw new ApiRefusal(409, 'api.email.listNotShared');

    const household = await householdName(firestore, householdId);
    if (household === null) return null;
    const link = `${appOrigin}/printable-grocery-list-v2/${encodeURIComponent(shareToken)}`;
    return { ...shareListEmail({ to, householdName: household, listName: name, link }), from: senders.lists };
  },
};
