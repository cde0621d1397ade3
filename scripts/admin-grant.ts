import { pathToFileURL } from 'node:url';
import { applicationDefault, deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { AccountNotFoundError, setAdminClaim } from '../server/accounts/admin-claim.ts';
import { readPorts } from './stack/ports.ts';
import { PROJECT_ID } from './stack/start-stack.ts';

// Grants or removes the admin claim (DESIGN.md §3) of one account:
//   npm run admin:grant -- <email>             on the local stack's Auth emulator
//   npm run admin:grant -- <email> --remove
// Against a real project, with a service account key:
//   GOOGLE_APPLICATION_CREDENTIALS=<key.json> GCLOUD_PROJECT=<project> npm run admin:grant -- <email>

const USAGE = 'Usage: npm run admin:grant -- <email> [--remove]';

interface Target {
  app: App;
  /** Where the claim was written, for the line the script prints. */
  description: string;
}

/**
 * A real project when a credential is given and no emulator is named; otherwise the local
 * stack's Auth emulator, on its default port (AUTH_PORT moves it, as for the stack itself).
 */
function connect(env: NodeJS.ProcessEnv): Target {
  const projectId = env.GCLOUD_PROJECT ?? env.FIREBASE_PROJECT_ID;
  if (env.GOOGLE_APPLICATION_CREDENTIALS && !env.FIREBASE_AUTH_EMULATOR_HOST) {
    if (!projectId) throw new Error('Set GCLOUD_PROJECT to the project whose account gets the claim.');
    return { app: initializeApp({ credential: applicationDefault(), projectId }, 'admin-grant'), description: `project ${projectId}` };
  }
  // firebase-admin finds the emulator through this variable.
  env.FIREBASE_AUTH_EMULATOR_HOST ||= `127.0.0.1:${readPorts(env).auth}`;
  env.METADATA_SERVER_DETECTION = 'none';
  const localProject = projectId ?? PROJECT_ID;
  return { app: initializeApp({ projectId: localProject }, 'admin-grant'), description: `the Auth emulator at ${env.FIREBASE_AUTH_EMULATOR_HOST} (project ${localProject})` };
}

export async function main(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const remove = args.includes('--remove');
  const [email, ...extra] = args.filter((arg) => arg !== '--remove');
  if (!email || email.startsWith('-') || extra.length > 0) throw new Error(USAGE);

  const { app, description } = connect(env);
  try {
    const uid = await setAdminClaim(getAuth(app), email, !remove).catch((error: unknown) => {
      throw error instanceof AccountNotFoundError ? new Error(`No account with the address ${email} on ${description}: nothing changed.`) : error;
    });
    return remove
      ? `${email} (uid ${uid}) is no longer an admin on ${description}; tokens issued before keep the claim until they are refreshed.`
      : `${email} (uid ${uid}) is now an admin on ${description}; the claim reaches the app at its next sign-in or token refresh.`;
  } finally {
    await deleteApp(app);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (line) => console.log(line),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
