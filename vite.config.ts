import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { previewHeadersPlugin } from './scripts/hosting/preview-headers-plugin.ts';
import { emulatorOriginsFrom, securityHeaderRules } from './scripts/hosting/security-headers.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8787'}`;
const proxied = ['/api', '/payments', '/subscriptions'];
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // The deployed headers (firebase.json). A build for the local emulators talks to them over
    // http://127.0.0.1, so its preview allows those origins too; a deployment never does.
    previewHeadersPlugin(securityHeaderRules(emulatorOriginsFrom(loadEnv(mode, root, 'VITE_')))),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: true }])),
  },
}));
