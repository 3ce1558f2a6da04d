export { createDice, type DiceState } from './diceState';
export { roll, type DiceReading, type Modifier, type RollEvent, type RollRequest } from './roll';
export { scriptDice } from './scriptDice';
export { seedToUint32 } from './seed';
export { throwDie } from './throwDie';
export { drawOne, scriptDraws } from './drawOne';
