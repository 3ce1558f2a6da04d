import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleSize {
  /** gzip kB (1000 bytes, as Vite reports) of the JS the page loads before anything else. */
  readonly initialJsGzipKb: number;
  readonly files: readonly { readonly file: string; readonly rawKb: number; readonly gzipKb: number }[];
}

/** The entry chunk(s) of the built app: dist/index.html's module scripts and modulepreloads. */
export function bundleSize(dist = 'dist'): BundleSize {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)].map((m) => m[1]!);
  const files = [...new Set(refs)].map((ref) => {
    const path = join(dist, ref.replace(/^\.?\//, ''));
    const bytes = readFileSync(path);
    return { file: ref, rawKb: statSync(path).size / 1000, gzipKb: gzipSync(bytes).length / 1000 };
  });
  return { initialJsGzipKb: files.reduce((n, f) => n + f.gzipKb, 0), files };
}
