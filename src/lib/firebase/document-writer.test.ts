import { describe, expect, it } from 'vitest';
import { writtenOrLanded } from './document-writer';

// The rules refuse a change of the cupboard sent twice; when the first sending went through,
// the write is done (the emulator test of stock-writes proves it against the real rules).

const refusal = Object.assign(new Error('PERMISSION_DENIED'), { code: 'permission-denied' });

describe('writtenOrLanded', () => {
  it('settles with the batch when the server accepts it, without asking whether it landed', async () => {
    let asked = false;
    await expect(writtenOrLanded(Promise.resolve(), async () => (asked = true))).resolves.toBeUndefined();
    expect(asked).toBe(false);
  });

  it('counts a refusal as written when the server holds the change already', async () => {
    await expect(writtenOrLanded(Promise.reject(refusal), async () => true)).resolves.toBeUndefined();
  });

  it('keeps the refusal when the change is not stored, when nothing can tell, or when the server cannot be asked', async () => {
    await expect(writtenOrLanded(Promise.reject(refusal), async () => false)).rejects.toBe(refusal);
    await expect(writtenOrLanded(Promise.reject(refusal), undefined)).rejects.toBe(refusal);
    await expect(writtenOrLanded(Promise.reject(refusal), () => Promise.reject(new Error('offline')))).rejects.toBe(refusal);
  });
});
