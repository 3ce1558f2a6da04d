import type { InterceptionRisk } from '../../engine/naval/sailPlan';
import type { MovingStack } from '../../engine/naval/types';

/**
 * 7.6: enemy warships in the very hex the stack leaves blockade its port: leaving, it is intercepted
 * with no roll unless it runs the blockade (a die: that many ships get through). The sail plan counts
 * them as any interceptor (the hex after the port, a 1d6 roll); the screen must say what happens.
 */
export const isBlockade = (stack: MovingStack, risk: InterceptionRisk): boolean => stack.at.kind === 'hex' && risk.from === stack.at.hex;
