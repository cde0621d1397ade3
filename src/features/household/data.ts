import { doc, onSnapshot } from 'firebase/firestore';
import { collections } from '@/domain/collections';
import { organizationSchema, type Organization } from '@/domain/household/organization';
import { readDoc } from '@/lib/firestore/typed-doc';
import { firebase } from '@/lib/firebase';

/** The household document, live: null when it is gone or unreadable. */
export function watchOrganization(organizationId: string, onChange: (organization: Organization | null) => void, onError: (error: unknown) => void): () => void {
  return onSnapshot(doc(firebase().db, collections.organizations, organizationId), (snapshot) => onChange(readDoc(snapshot, organizationSchema)), onError);
}
