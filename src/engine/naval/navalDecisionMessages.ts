import { message, type MessageOf } from '../message';
import type { NavalPromptParams } from '../messages/navalMessages';
import type { NavalDecision } from './navalDecisions';

/** What a naval decision asks its player (7.3–7.9, 10.1), from its kind and fields alone. */
export function navalDecisionMessage(d: NavalDecision): MessageOf<keyof NavalPromptParams> {
  switch (d.kind) {
    case 'interception':
      // 7.6: a stack that does not run a blockade is intercepted by the blockaders from their own hex.
      return message(d.rule === '7.6' ? 'prompt.blockadeInterception' : 'prompt.interception', { hex: d.hex });
    case 'runBlockade':
      return message('prompt.runBlockade', { hex: d.hex });
    case 'catchRunners':
      return message('prompt.catchRunners', { count: d.count - d.caught.length });
    case 'setAside':
      return message('prompt.setAside', {});
    case 'navalFire':
      return message('prompt.navalFire', {});
    case 'shipCapture':
      return message('prompt.shipCapture', {});
  }
}
