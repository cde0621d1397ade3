import { demoAccount } from '../seed/demo-account.ts';
import type { StackUrls } from './start-stack.ts';

export interface BannerOptions {
  urls: StackUrls;
  notices: readonly string[];
  persist: boolean;
  startupSeconds: number;
}

/** The block printed once the stack is up: every URL, then the notices. */
export function formatBanner({ urls, notices, persist, startupSeconds }: BannerOptions): string {
  const rows: [string, string | undefined][] = [
    ['App', urls.app],
    ['Production build', urls.preview],
    ['Production topology', urls.production && `${urls.production}  (Hosting and Functions emulators, firebase.json's rewrites)`],
    ['API', urls.production ? `${urls.api}/api  (health: ${urls.api}/api/healthz)` : `${urls.api}  (health: ${urls.api}/healthz)`],
    ['Firestore emulator', urls.firestore],
    ['Auth emulator', urls.auth],
    ['Storage emulator', urls.storage ?? 'not running: inline images'],
    ['MailDev inbox', `${urls.maildev}  (REST API: ${urls.maildev}/api/email)`],
    ['SMTP', urls.smtp],
    ['Demo account', `${demoAccount.email} / ${demoAccount.password}`],
    ['Emulator data', persist ? 'kept in .emulator-data/' : 'discarded on stop (--persist keeps it)'],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    '',
    `Nioo local stack ready in ${startupSeconds.toFixed(1)} s`,
    ...rows.filter(([, value]) => value !== undefined).map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
    ...notices.map((notice) => `\n${notice}`),
    '',
    'Press Ctrl-C to stop.',
    '',
  ].join('\n');
}
