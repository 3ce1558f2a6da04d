/**
 * The interface's English strings for what the player's own last action rolled and what came of it,
 * shown at the top of the prompt and in the Dice panel (QA round 7); and the prompt's pointer to the
 * recap below it.
 */
export const resultsEn = {
  label: 'What your last action rolled',
  // The dice of a roll: "5", "1 + 6 = 7", "the higher of 6, 5 = 6", "1 + 6, modified +1: 8".
  dice: {
    sum: '{{dice}} = {{result}}',
    higherOf: 'the higher of {{dice}} = {{result}}',
    higherOfModified: 'the higher of {{dice}}, modified {{modifiers}}: {{result}}',
    modified: '{{dice}}, modified {{modifiers}}: {{result}}',
    // Each modifier with what it is and its case ("modified +1" did not say the +1 was the target's raid modifier: QA).
    modifier: '{{sign}}{{value}}',
    modifierWhy: '{{sign}}{{value}} for {{reason}} ({{rule}})',
  },
  // What the roll needed (a comma and these words follow the dice).
  need: {
    below: 'needed less than {{n}}',
    above: 'needed more than {{n}}',
    atLeast: 'a hit on {{n}} or more',
    belowCritical1: 'needed less than {{n}} (a 1 sinks, 7.10)',
    belowCritical2: 'needed less than {{n}} (a double 1 sinks, 7.10)',
    infernal: '5 damages, 6 sinks',
  },
  // What came of it.
  verdict: {
    hit: 'hit',
    miss: 'miss',
    hitStep: 'hit: {{target}} loses a step',
    hitEliminated: 'hit: {{target}} eliminated',
    hitDestroyed: 'hit: {{target}} destroyed',
    damaged: '{{ship}} damaged',
    sunk: '{{ship}} sunk',
    critical: 'critical hit: {{ship}} sunk',
    noEffect: 'no effect',
    intercepted: 'interception: naval combat at {{place}}',
    interceptionFails: 'the interception fails: {{went}}',
    // 7.5: where the failed interceptors went (`count`: their ships).
    went_one: '{{ships}} sails to {{place}} and stays there (7.5)',
    went_other: '{{ships}} sail to {{place}} and stay there (7.5)',
    stayed: 'the interceptors stay where they are (7.5)',
    blockadeRun: '{{through}} of {{of}} ships run the blockade',
    capture: {
      capturerDamaged: 'the capturing ship is damaged',
      escapes: 'the ship escapes',
      scuttled: 'the ship is scuttled',
      captured: 'the ship is captured',
    },
    columns_one: '{{count}} Supply Column',
    columns_other: '{{count}} Supply Columns',
    mp: '{{count}} MP',
    mpDoubles: '{{count}} MP — doubles: a step of attrition when the move ends (8.3)',
    repair_one: 'pay {{count}} Supply Column now, or the ship is repaired in {{count}} turn',
    repair_other: 'pay {{count}} Supply Columns now, or the ship is repaired in {{count}} turns',
    hits_one: '{{count}} hit',
    hits_other: '{{count}} hits',
    // `side`: the winner, as a sentence names a side.
    initiative: 'won by {{side}}',
  },
  initiative: 'Initiative',
  initiativeDice: '{{attacker}} {{a}}; {{defender}} {{d}} (ties go to the defender)',
  combatDice: 'Combat dice, {{side}}',
  combatDiceModified: '{{dice}}, modified: {{results}}',
  attrition: 'Movement attrition',
  attritionDoubles: 'the move rolled doubles ({{dice}})',
  attritionLoss: {
    stepLost: '{{piece}} loses a step',
    eliminated: '{{piece}} eliminated',
    column: 'a Supply Column takes it: {{piece}} eliminated',
  },
  // 7.3: the prompt's interception buttons with their odds.
  interceptOdds: '{{label}} — succeeds {{p}}',
  interceptAutomatic: '{{label}} — no roll: it succeeds',
  // 7.3 / 7.6: after "(no roll)" (interception.andNoRoll), not "no roll" twice.
  interceptSucceeds: '{{label}} — it succeeds',
  // `title`: the recap's own ("Since your last move"); `count`: its lines.
  recapBelow_one: '{{title}}: {{count}} line, below ↓',
  recapBelow_other: '{{title}}: {{count}} lines, below ↓',
} as const;
