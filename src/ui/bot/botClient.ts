import type { Action, PlayerView } from '../../engine';
import type { BotMemory } from '../../bots/memory';
import type { BotRequest, BotResponse } from '../../bots/worker';

export interface BotAsk {
  readonly bot: string;
  readonly view: PlayerView;
  readonly legal: readonly Action[];
  readonly seed: string;
  readonly budget?: number;
}

/**
 * Ask a bot for its action in a Web Worker (the bot code is loaded only when a bot plays). Where
 * workers are missing (component tests) it runs in the page after a tick. It keeps each side's bot memory
 * (the search bot's plan for the turn) and hands it back with that side's next request.
 */
export function createBotClient(onProgress: (fraction: number) => void) {
  let worker: Worker | null = null;
  let next = 1;
  const waiting = new Map<number, (a: { action: Action; memory?: BotMemory | undefined } | Error) => void>();
  const memory = new Map<string, BotMemory>();
  const remember = (side: string, m: BotMemory | undefined) => (m ? memory.set(side, m) : memory.delete(side));
  const ensure = (): Worker | null => {
    if (worker || typeof Worker === 'undefined') return worker;
    worker = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<BotResponse>) => {
      const msg = e.data;
      if (msg.type === 'progress') return onProgress(msg.fraction);
      const done = waiting.get(msg.id);
      waiting.delete(msg.id);
      done?.(msg.type === 'action' ? { action: msg.action, memory: msg.memory } : new Error(msg.message));
    };
    return worker;
  };
  return {
    ask(q: BotAsk): Promise<Action> {
      const id = next++;
      const w = ensure();
      const side = q.legal[0]?.side ?? q.view.viewer;
      const known = memory.get(side);
      if (!w) {
        return import('../../bots/chooseAction').then(({ decide }) => {
          const choice = decide(q.bot, q.view, q.legal, q.seed, { ...(q.budget !== undefined ? { budget: q.budget } : {}), ...(known ? { memory: known } : {}), onProgress });
          remember(side, choice.memory);
          return choice.action;
        });
      }
      return new Promise<Action>((resolve, reject) => {
        waiting.set(id, (r) => {
          if (r instanceof Error) return reject(r);
          remember(side, r.memory);
          resolve(r.action);
        });
        const req: BotRequest = { id, bot: q.bot, view: q.view, legal: q.legal, seed: q.seed, ...(q.budget !== undefined ? { budget: q.budget } : {}), ...(known ? { memory: known } : {}) };
        w.postMessage(req);
      });
    },
    stop() {
      worker?.terminate();
      worker = null;
      waiting.clear();
    },
  };
}
