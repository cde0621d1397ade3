import { connectStorageEmulator, deleteObject, getDownloadURL, getStorage, ref as storageRef, uploadBytesResumable, type FirebaseStorage } from 'firebase/storage';
import { appSettings } from '@/config/env';
import { firebase } from './firestore';

/*
 * Firebase Storage, for recipe pictures. Loaded with the picture field, never before: no other
 * screen needs it (src/features/recipes/store/recipe-images.ts imports this lazily).
 */

let storage: FirebaseStorage | undefined;

/** Undefined when no Storage backend is reachable (the local stack without its emulator): pictures go inline. */
function firebaseStorage(): FirebaseStorage | undefined {
  if (!canUploadImages()) return undefined;
  if (!storage) {
    storage = getStorage(firebase().app);
    if (appSettings.useEmulators) connectStorageEmulator(storage, appSettings.emulatorHost, appSettings.emulatorPorts.storage);
  }
  return storage;
}

/** True when a Storage backend is there to take uploads; otherwise pictures go inline. */
export function canUploadImages(): boolean {
  return !appSettings.useEmulators || appSettings.storageEmulatorAvailable;
}

/**
 * Uploads a picture with progress (0–100) and gives back its download address. A transfer
 * still running after `timeoutMs` is cancelled, which rejects with storage/canceled.
 */
export function uploadImage(path: string, file: Blob, onProgress: (percent: number) => void, timeoutMs: number): Promise<string> {
  const storage = firebaseStorage();
  if (!storage) return Promise.reject(Object.assign(new Error('Storage unavailable'), { code: 'storage/unknown' }));
  const task = uploadBytesResumable(storageRef(storage, path), file, { contentType: file.type || 'image/jpeg' });
  const timer = setTimeout(() => task.cancel(), timeoutMs);
  return new Promise<void>((resolve, reject) => {
    task.on('state_changed', (snapshot) => onProgress(Math.round((snapshot.bytesTransferred / Math.max(snapshot.totalBytes, 1)) * 100)), reject, () => resolve());
  })
    .finally(() => clearTimeout(timer))
    .then(() => getDownloadURL(task.snapshot.ref).catch((error: unknown) => Promise.reject(Object.assign(new Error('download-url'), { cause: error, code: 'nioo/download-url' }))));
}

/**
 * Deletes a stored picture by its address (download or gs:// URL), which names its bucket too.
 * Rejects when the address is no Storage address of this app or the rules refuse.
 */
export async function deleteImage(address: string): Promise<void> {
  const storage = firebaseStorage();
  if (!storage) throw Object.assign(new Error('Storage unavailable'), { code: 'storage/unknown' });
  await deleteObject(storageRef(storage, address));
}
