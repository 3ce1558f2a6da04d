import type { Action, PlayerView } from '../../engine';
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
 * workers are missing (tests in jsdom) it runs in the page after a tick.
 */
export function createBotClient(onProgress: (fraction: number) => void) {
  let worker: Worker | null = null;
  let next = 1;
  const waiting = new Map<number, (a: Action | Error) => void>();
  const ensure = (): Worker | null => {
    if (worker || typeof Worker === 'undefined') return worker;
    worker = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<BotResponse>) => {
      const msg = e.data;
      if (msg.type === 'progress') return onProgress(msg.fraction);
      const done = waiting.get(msg.id);
      waiting.delete(msg.id);
      done?.(msg.type === 'action' ? msg.action : new Error(msg.message));
    };
    return worker;
  };
  return {
    ask(q: BotAsk): Promise<Action> {
      const id = next++;
      const w = ensure();
      if (!w) {
        return import('../../bots/chooseAction').then(({ chooseAction }) => chooseAction(q.bot, q.view, q.legal, q.seed, q.budget, onProgress));
      }
      return new Promise<Action>((resolve, reject) => {
        waiting.set(id, (r) => (r instanceof Error ? reject(r) : resolve(r)));
        const req: BotRequest = { id, bot: q.bot, view: q.view, legal: q.legal, seed: q.seed, ...(q.budget !== undefined ? { budget: q.budget } : {}) };
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
