/// <reference lib="webworker" />
/** The bot's Web Worker entry (bundled by Vite): the page never freezes while a bot thinks. */
import { handleBotRequest, type BotRequest } from '../../bots/worker';

declare const self: DedicatedWorkerGlobalScope;
self.onmessage = (e: MessageEvent<BotRequest>) => handleBotRequest(e.data, (msg) => self.postMessage(msg));
