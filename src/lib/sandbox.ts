/**
 * Hosts that show the app inside an editor's preview, where a service worker would outlive the
 * preview and serve stale files to the next one (spec A §7: not registered in sandboxes).
 */
const previewHosts = [/\.webcontainer\.io$/, /\.stackblitz\.io$/, /\.csb\.app$/, /\.codesandbox\.io$/];

/** Spec A §7: the service worker is registered on load, except in sandbox environments (an iframe, a preview host). */
export function isSandboxed(hostname: string, framed: boolean): boolean {
  return framed || previewHosts.some((host) => host.test(hostname));
}
