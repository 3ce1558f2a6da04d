/**
 * The device's primary pointer for a test, asked through matchMedia (stubbed for the test): a finger
 * (`coarse`) or a mouse. Installed before any string is read — touchFirst keeps the browser's answer, a
 * live one — so call it from `vi.hoisted`; `removePointer` takes it away after the file.
 */
export function stubPointer(): { coarse: boolean } {
  const p = { coarse: false };
  globalThis.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(pointer: coarse)' && p.coarse;
    },
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof matchMedia;
  return p;
}

export function removePointer(): void {
  delete (globalThis as { matchMedia?: unknown }).matchMedia;
}
