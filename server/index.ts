import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { initFirebaseAdmin } from './firebase-admin.ts';
import { createSmtpMailer } from './services/mail.ts';

const config = loadConfig();
const admin = initFirebaseAdmin(config.projectId);
const app = createApp({ ...admin, mailer: createSmtpMailer(config.smtp), appOrigin: config.appOrigin, emailTemplates: {} });

const server = serve({ fetch: app.fetch, port: config.apiPort, hostname: '127.0.0.1' }, (info) => {
  console.log(`API listening on http://127.0.0.1:${info.port}`);
});
server.once('error', (error) => {
  console.error(`API could not listen on 127.0.0.1:${config.apiPort}: ${error.message}`);
  process.exit(1);
});

function shutdown() {
  server.close(() => process.exit(0));
  // Keep-alive connections would hold close() open; a stopping service answers no one anyway.
  if ('closeAllConnections' in server) server.closeAllConnections();
  setTimeout(() => process.exit(0), 3_000).unref();
}

process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
