export { createDice, type DiceState, type ChachaDice, type XoroshiroDice } from './diceState';
export { DICE_SECRET_PATTERN, isDiceSecret } from './diceSecret';
export { withNewSecret } from './withNewSecret';
export { roll, type DiceReading, type Modifier, type RollEvent, type RollPurpose, type RollRequest } from './roll';
export { scriptDice } from './scriptDice';
export { seedToUint32 } from './seed';
export { throwDie } from './throwDie';
export { drawOne, scriptDraws } from './drawOne';
export { seedFromText } from './seedFromText';
