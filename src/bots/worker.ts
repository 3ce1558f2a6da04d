/// <reference lib="webworker" />
/**
 * The bot in a Web Worker, so the page never freezes while it thinks. No React, no DOM: the page posts
 * a request and gets progress messages, then the chosen action.
 *
 *   const worker = new Worker(new URL('../bots/worker.ts', import.meta.url), { type: 'module' });
 *   worker.postMessage({ id: 1, bot: 'search', view, legal, seed: 'game-7:step-120', budget: 240, memory });
 *   worker.onmessage = (e) => e.data.type === 'progress' ? showProgress(e.data.fraction) : dispatch(e.data.action);
 */
import type { Action, PlayerView } from '../engine';
import { decide } from './chooseAction';
import type { BotMemory } from './memory';

export interface BotRequest {
  readonly id: number;
  readonly bot: string;
  readonly view: PlayerView;
  readonly legal: readonly Action[];
  readonly seed: string | number;
  readonly budget?: number;
  /** What the bot answered to remember last time (its plan for the turn). */
  readonly memory?: BotMemory;
}

export type BotResponse =
  | { readonly type: 'progress'; readonly id: number; readonly fraction: number }
  | { readonly type: 'action'; readonly id: number; readonly action: Action; readonly memory?: BotMemory; readonly ms: number }
  | { readonly type: 'error'; readonly id: number; readonly message: string };

/** The worker's message handler, separate from `self` so it can be tested without a worker. */
export function handleBotRequest(req: BotRequest, post: (msg: BotResponse) => void): void {
  const started = performance.now();
  try {
    const onProgress = (fraction: number) => post({ type: 'progress', id: req.id, fraction });
    const { action, memory } = decide(req.bot, req.view, req.legal, req.seed, { ...(req.budget !== undefined ? { budget: req.budget } : {}), ...(req.memory ? { memory: req.memory } : {}), onProgress });
    post({ type: 'action', id: req.id, action, ...(memory ? { memory } : {}), ms: performance.now() - started });
  } catch (e) {
    post({ type: 'error', id: req.id, message: e instanceof Error ? e.message : String(e) });
  }
}

declare const self: DedicatedWorkerGlobalScope;
if (typeof self !== 'undefined' && typeof (self as { importScripts?: unknown }).importScripts === 'function') {
  self.onmessage = (e: MessageEvent<BotRequest>) => handleBotRequest(e.data, (msg) => self.postMessage(msg));
}
