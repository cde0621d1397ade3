import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findFirestoreExport } from './firestore-export.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A folder shaped like the emulator's export: <dir>/<name>/<name>.overall_export_metadata. */
function exportDir(...names: string[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nioo-export-test-'));
  dirs.push(dir);
  for (const name of names) {
    mkdirSync(path.join(dir, name));
    writeFileSync(path.join(dir, name, `${name}.overall_export_metadata`), '');
  }
  return dir;
}

describe('findFirestoreExport', () => {
  it('finds the metadata file --seed_from_export wants, the newest export first', () => {
    const dir = exportDir('firestore_export_1795296200', 'firestore_export_1795296233');
    expect(findFirestoreExport(dir)).toBe(path.join(dir, 'firestore_export_1795296233', 'firestore_export_1795296233.overall_export_metadata'));
  });

  it('finds nothing in an empty or missing folder', () => {
    const dir = exportDir();
    expect(findFirestoreExport(dir)).toBeUndefined();
    expect(findFirestoreExport(path.join(dir, 'missing'))).toBeUndefined();
  });
});
