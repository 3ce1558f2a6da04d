import { preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
  }
}

let server: PreviewServer | undefined;

/** Serve the built app (dist/, from `vite build`) for the browser tests. */
export async function setup(project: TestProject) {
  server = await preview({ preview: { port: 0, strictPort: false, host: '127.0.0.1' }, logLevel: 'warn' });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report an address');
  project.provide('appUrl', url);
}

export async function teardown() {
  await server?.close();
}
