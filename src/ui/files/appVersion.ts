/** Given by vite.config.ts at build (and in the tests): package.json's version and the commit, "0.1.0+b039e94". */
declare const __APP_VERSION__: string | undefined;

/** The edition's version, written in every game file the app saves (`meta.app`). */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'unknown';
