import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/** The metadata file of the export kept in `dir` (what --seed_from_export wants), if there is one. */
export function findFirestoreExport(dir: string): string | undefined {
  if (!existsSync(dir)) return undefined;
  // The emulator names each export firestore_export_<timestamp>: the newest sorts last.
  for (const name of readdirSync(dir).sort().reverse()) {
    const metadata = path.join(dir, name, `${name}.overall_export_metadata`);
    if (existsSync(metadata)) return metadata;
  }
  return undefined;
}

/**
 * Exports the emulator's data through its REST API into `dir`. The export lands in a
 * staging folder first, so a failed export never destroys the previous one.
 */
export async function exportFirestore(port: number, projectId: string, dir: string): Promise<void> {
  const staging = `${dir}.next`;
  rmSync(staging, { recursive: true, force: true });
  // The emulator refuses an export_directory that does not exist yet.
  mkdirSync(staging, { recursive: true });

  const response = await fetch(`http://127.0.0.1:${port}/emulator/v1/projects/${projectId}:export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ database: `projects/${projectId}/databases/(default)`, export_directory: staging }),
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`The Firestore export failed (HTTP ${response.status}): ${await response.text()}`);
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
}
