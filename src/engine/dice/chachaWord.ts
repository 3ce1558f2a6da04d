import { chacha20 } from '@noble/ciphers/chacha.js';

/**
 * Word `index` (an unsigned 32-bit integer) of the ChaCha20 keystream under `key` (eight 32-bit
 * words, little-endian) with a zero nonce: block ⌊index/16⌋, word index mod 16. Pure: nothing is
 * kept between calls.
 */
export function chachaWord(key: readonly number[], index: number): number {
  const keyBytes = new Uint8Array(32);
  const view = new DataView(keyBytes.buffer);
  key.forEach((w, i) => view.setUint32(i * 4, w >>> 0, true));
  const block = chacha20(keyBytes, new Uint8Array(12), new Uint8Array(64), new Uint8Array(64), Math.floor(index / 16));
  return new DataView(block.buffer).getUint32((index % 16) * 4, true);
}
