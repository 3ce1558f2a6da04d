import type { Language } from './messages/language';
import { touchWords } from './messages/touchWords';

/** The browser's question "is the primary pointer a finger?", asked once (null: no browser, as in the tests' DOM). */
let coarse: MediaQueryList | null | undefined;

/**
 * Whether the device is worked by touch first: its primary pointer is coarse (a tablet, a phone). A
 * laptop with a touch screen has a mouse or a touchpad first, and is told to click.
 */
export function touchFirst(): boolean {
  if (coarse === undefined) coarse = typeof matchMedia === 'function' ? matchMedia('(pointer: coarse)') : null;
  return coarse?.matches ?? false;
}

/** A text as said on this device: "tap" on a touch device, "click" elsewhere (messages/touchWords.ts). */
export function forThisDevice(text: string, lang: Language): string {
  return touchFirst() ? touchWords(text, lang) : text;
}
