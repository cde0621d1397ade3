import { serve } from '@hono/node-server';
import { loadConfig, type Config } from './config.ts';
import { createService } from './service.ts';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    // The operator needs the sentence saying what to fix, not a stack trace.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const config = configOrExit();
const app = createService(config);

const server = serve({ fetch: app.fetch, port: config.apiPort, hostname: '127.0.0.1' }, (info) => {
  console.log(`API listening on http://127.0.0.1:${info.port} (payments: ${config.payments.provider})`);
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
