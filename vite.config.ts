import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderPlugin } from './scripts/hosting/prerender-plugin.ts';
import { previewHeadersPlugin } from './scripts/hosting/preview-headers-plugin.ts';
import { securityHeaderRules } from './scripts/hosting/security-headers.ts';
import { brandColour, manifestIcons } from './scripts/icons/app-icons.ts';
import { emulatorOriginsFrom } from './src/config/service-origins.ts';

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
    // After the headers, so a prerendered page carries them too.
    prerenderPlugin(),
    // The service worker of spec A §7 at /service-worker.js (Workbox, through vite-plugin-pwa):
    // it precaches the shell and every route's files, and waits for the user to take an update.
    // The app registers it itself (src/lib/service-worker.ts), except where the spec says not to.
    VitePWA({
      filename: 'service-worker.js',
      registerType: 'prompt',
      injectRegister: false,
      // Precached with the manifest's icons, which the plugin adds itself.
      includeAssets: ['favicon.svg', 'logo.svg', 'recipe-placeholder.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Nioo',
        short_name: 'Nioo',
        description: 'Planifiez vos repas, gardez vos recettes, faites vos courses.',
        lang: 'fr',
        start_url: '/recipes',
        display: 'standalone',
        theme_color: brandColour,
        background_color: '#fafaf9',
        icons: manifestIcons(),
      },
      workbox: {
        // json: the ingredient catalogue, which the list and the forms need offline.
        globPatterns: ['**/*.{js,css,html,svg,webmanifest,json}'],
        navigateFallback: '/index.html',
        // The API answers live, never from a cache.
        navigateFallbackDenylist: [/^\/api\//, /^\/payments\//, /^\/subscriptions\//],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // Answers Firebase Auth's messages at once, which it would otherwise wait 50 ms for on
        // every start of a session (public/auth-sw-messages.js).
        importScripts: ['/auth-sw-messages.js'],
      },
    }),
  ],
  build: {
    // A dynamic import's own imports are found by the browser, a file at a time: no preload
    // helper appending a <link rel=modulepreload> per dependency, about 100 ms of a phone's main
    // thread while a prerendered page was on screen; the service worker serves them from then on.
    // Only a screen's head start asks for its whole graph at once: a cold service worker answers
    // each file of a chain of five in some 50 ms on a phone, and the head start waits for the last.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_filename, dependencies, { hostId }) => (hostId.includes('head-starts') ? dependencies : []),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod's eval switch rides with zod itself: a module of another chunk that parses at
          // import time (the environment's settings) then never runs zod's eval probe, which the
          // content security policy reports.
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-without-eval/ },
            // The few lines every store builds on ride one chunk, with zustand (a group takes its
            // modules' dependencies along): as chunks of their own each cost a file and its import
            // statements on every signed-in screen, 0.5 kB over /meal-entries' budget.
            { name: 'store-kit', test: /src[\\/](lib[\\/](create-store|connectivity|optimistic|forget-shown)|domain[\\/]shared[\\/](load-status|outcome))\.ts$/ },
            // The busy button draws the spinner, and both ride with i18next, which every screen
            // loads: one file instead of three, 1 kB less on each screen's first load.
            { name: 'button', test: /src[\\/]ui[\\/](button|spinner)\.tsx$/ },
          ],
        },
      },
    },
  },
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
