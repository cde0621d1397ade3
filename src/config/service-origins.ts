/*
 * The origins of the hosted services a member's session talks to, or of the local emulators a build
 * made for them talks to instead: for the content security policy (scripts/hosting/) and for the
 * connections the page opens early (src/main.tsx). No zod: the page's entry reads it.
 */

/** Google's origins for Auth and Firestore; the policy (scripts/hosting/) adds those only it names. */
export const googleOrigins = {
  auth: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  // Firestore's web SDK talks over HTTPS (WebChannel long-polling), never WebSockets.
  firestore: 'https://firestore.googleapis.com',
} as const;

/** Where the local emulators answer when the build targets them (VITE_USE_EMULATORS=true). */
export interface EmulatorOrigins {
  auth: string;
  firestore: string;
  storage: string;
}

/**
 * The emulator origins a build made with these variables talks to, or undefined when it talks to
 * Google. Same variables, defaults and fallbacks as env.ts, which the app connects with (tested).
 */
export function emulatorOriginsFrom(env: Record<string, string | undefined>): EmulatorOrigins | undefined {
  if (env.VITE_USE_EMULATORS !== 'true') return undefined;
  const origin = (value: string | undefined, fallback: number) => {
    const port = Number(value);
    return `http://${env.VITE_EMULATOR_HOST || '127.0.0.1'}:${Number.isInteger(port) && port >= 1 && port <= 65_535 ? port : fallback}`;
  };
  return {
    auth: origin(env.VITE_AUTH_EMULATOR_PORT, 9099),
    firestore: origin(env.VITE_FIRESTORE_EMULATOR_PORT, 8080),
    storage: origin(env.VITE_STORAGE_EMULATOR_PORT, 9199),
  };
}

/** A server to connect to, and whether its requests carry credentials: the browser keeps the connections of those that do apart from the others'. */
export interface Connection {
  origin: string;
  credentials: boolean;
}

/**
 * The servers a member's visit waits on before its first data, one after the other: Auth renews
 * the saved session's token (securetoken) and checks the account (identitytoolkit), then Firestore
 * opens its channel. Auth's fetches send no cookies; Firestore's channel is sent with credentials
 * (WebChannel's cross-domain requests are).
 */
export function sessionStartConnections(emulators?: EmulatorOrigins): Connection[] {
  const auth = emulators ? [emulators.auth] : googleOrigins.auth;
  const firestore = emulators?.firestore ?? googleOrigins.firestore;
  return [...auth.map((origin) => ({ origin, credentials: false })), { origin: firestore, credentials: true }];
}
