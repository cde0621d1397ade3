import { whenReady, startManagedProcess, type ManagedProcess } from './managed-process.ts';
import { waitForHttp, waitForPort } from './net.ts';
import { nodeBin } from './paths.ts';

export interface MailDevOptions {
  smtpPort: number;
  webPort: number;
  verbose?: boolean;
  signal?: AbortSignal;
}

/** Starts MailDev (SMTP server, web inbox, REST API under /api) bound to 127.0.0.1 only. */
export async function startMailDev(options: MailDevOptions): Promise<ManagedProcess> {
  const maildev = nodeBin('maildev');
  const args = [...maildev.args, '--smtp', String(options.smtpPort), '--ip', '127.0.0.1', '--web', String(options.webPort), '--web-ip', '127.0.0.1'];
  const child = startManagedProcess({ name: 'MailDev', command: maildev.command, args, verbose: options.verbose });
  await whenReady(child, options.signal, async (abort) => {
    await waitForPort(options.smtpPort, { timeoutMs: 30_000, abort });
    await waitForHttp(`http://127.0.0.1:${options.webPort}/api/healthz`, { timeoutMs: 30_000, abort });
  });
  return child;
}
