/**
 * The rules reference in English: every case of the rules (1.1–10.2) explained in the project's own
 * words — never the rule book's sentences — with the project's interpretations from docs/rules-notes.md.
 * Loaded lazily (index.ts `loadRules`), so none of this text is in the initial bundle.
 */
import { buildSections, type CaseText, type LanguageText, type NoteText } from './build';
import type { CaseId, SectionId } from './caseIds';
import type { NoteKey } from './placement';
import type { RuleSection } from './types';

const SECTIONS: LanguageText['sections'] = {
  '1.0': { title: 'Introduction' },
  '2.0': { title: 'Components' },
  '3.0': {
    title: 'Set-up and hex control',
    intro: [
      'The section is called “set-up and hex control”, but the rules never say what controlling a hex means. The project’s answer is below; it decides which ports are friendly, which cities have been captured and where new units may appear.',
    ],
  },
  '4.0': { title: 'Sequence of play' },
  '5.0': { title: 'How to win' },
  '6.0': { title: 'Supply Columns' },
  '7.0': { title: 'Naval operations' },
  '8.0': { title: 'Land operations' },
  '9.0': { title: 'Reinforcements' },
  '10.0': {
    title: 'Optional rules',
    intro: ['Both optional rules are off unless they are switched on among the rules options when a new game is started.'],
  },
} satisfies Record<SectionId, { title: string; intro?: string[] }>;

const CASES: Record<CaseId, CaseText> = {
  // 1.0 Introduction
  '1.1': {
    title: 'Historical background',
    body: [
      'The game recreates the War of the Pacific, fought from 1879 to 1883 between Chile on one side and Peru and Bolivia on the other over the nitrate coast of the Atacama. It is a two-player game with deliberately simple rules.',
      'Play covers the regular campaigns only: from the outbreak in early 1879 to the Chilean capture of Lima in January 1881. The guerrilla war in the Peruvian highlands and the occupation that lasted until the peace of 1883 are left out — Chile held Lima but never had the troops to occupy the whole country.',
      'The war’s outcome explains the stakes: Bolivia ended it without a coastline, Peru gave up its nitrate provinces, and Chile became the leading power on the Pacific side of the continent.',
    ],
  },
  '1.2': {
    title: 'Scales',
    body: [
      'There are twelve game turns, each standing for roughly two months.',
      'The rules give a hex as about 50 km (31 miles) across; on this edition’s map the fixed town positions make a row nearer 80 km (see the interpretation).',
      'A land counter is a battalion or a regiment; a ship counter is, in most cases, a single vessel.',
    ],
  },
  '1.3': {
    title: 'Terminology',
    body: ['“Allied” means Peruvian and Bolivian together unless a rule says otherwise. One player commands both Allied nations.'],
  },
  // 2.0 Components
  '2.1': {
    title: 'The map',
    body: [
      'The map shows the Pacific side of South America from northern Chile up to Trujillo in Peru, with the Bolivian high plateau inland. A grid of hexagons (“hexes”) laid over it fixes where pieces stand and how far they move.',
      'Every hex is named by four digits: the first two give the column, the last two the row. Lima, for instance, is 2008.',
    ],
  },
  '2.2': {
    title: 'Naval areas',
    body: [
      'The sea hexes are grouped into thirteen naval areas, I to XIII, whose borders are dotted blue lines on the map. Ships receive orders to reach an area rather than a hex, and blockades, landings and interceptions are all planned through these areas.',
    ],
  },
  '2.3': {
    title: 'Game pieces',
    body: [
      'Pieces that act — land units, ships, Supply Columns, forts — are called units, ships included. Pieces that only record something, such as the turn or a destination order, are markers.',
      'Errata applied here: the Naval Area Destination Chits (NADCs) were printed for areas I–VI only, so areas VII–XIII lacked chits; this edition simply gives each side a chit for every area. The corrected Chilean counters, which carry an “R” turn on every reinforcement, are the ones used.',
    ],
  },
  '2.4': {
    title: 'Ports',
    body: [
      'A town is a port when its hex touches a naval area. The Chile Holding Box, just off the southern edge of the map, is a port too, linked to naval area I.',
      'There is no limit to the number of friendly ships a port can shelter.',
    ],
  },
  '2.5': {
    title: 'Unit types',
    body: [
      'Seven kinds of unit exist: infantry, cavalry, artillery, warships, transports, Supply Columns and forts. (The English printing lost the list; the Spanish one gives it.)',
      'Each kind has its own abilities: cavalry moves further (8.2), and only warships and transports can go to sea.',
    ],
  },
  '2.6': {
    title: 'Reading the counters',
    body: [
      'A land unit shows its name, nationality, type symbol and size, its number of steps and, for some units, an initiative bonus “+N” (8.8) and a modifier that makes it harder to hit from the sea (7.6).',
      'A warship shows its gunfire factor, armour modifier and speed modifier (7.4, 7.9); a fort shows its anti-ship factor and raid modifier (7.7).',
      'Colours: Chile is white on blue, Bolivia yellow on green, Peru red on white.',
      'The counter sheet was an image and its values are not in the rules text. Where the text is silent this edition derived them from the historical record; those choices are listed below.',
    ],
  },
  '2.7': {
    title: 'Unit sizes and steps',
    body: [
      '“Regiment” and “battalion” are historical labels with no rule effect of their own. What counts is steps: every hit costs a unit one step, and a unit that loses its last step is eliminated and goes to the dead pile (it may come back, 6.3). Regiments usually have more steps than battalions.',
      'A unit at full strength that has lost a step is flipped to its reduced side and called depleted.',
    ],
  },
  '2.8': {
    title: 'Dice',
    body: [
      'All rolls use ordinary six-sided dice; the boxed game needs two of them. In this edition the computer rolls them from a seeded generator: the same seed and the same moves give the same game.',
    ],
  },
  // 3.0 Set-up and hex control
  '3.1': {
    title: 'Set-up',
    body: [
      'The Allies deploy first, then Chile. Play then follows the sequence of 4.0 for twelve game turns, from March–April 1879 to January–February 1881.',
      'In this edition each side may place its pieces one by one or take the historical deployment in one click, and may adjust it until it finishes its set-up.',
    ],
  },
  '3.2': {
    title: 'Peruvian set-up',
    body: [
      'Forts: every fort that starts the game goes in the port town it is named after. Fort Iquique is not placed now; it arrives later (9.0).',
      'Iquique and/or Pisagua: two generic infantry battalions, together or one in each.',
      'Lima: the cavalry battalion.',
      'Within three hexes of Lima, but not in Lima itself: the Zepita, Ayacucho and Cuzco infantry regiments and the Húsares de Junín, Torata and Guías cavalry regiments, all six on their reduced side; the artillery regiment; three Supply Columns.',
      'Any Peruvian port or ports: the whole Peruvian navy.',
      'Recruit pool: the Lima infantry regiment, to be recruited later (6.4).',
    ],
  },
  '3.3': {
    title: 'Bolivian set-up',
    body: [
      'The whole Bolivian army and one Supply Column start in La Paz (3513, which has a fort), in Oruro (3616), or divided between the two.',
    ],
  },
  '3.4': {
    title: 'Allied reinforcements',
    body: [
      'Allied units that join later wait on the turn track, each in the box of the turn matching its R-number (R2 in the turn 2 box, and so on). The schedule is in 9.0.',
    ],
  },
  '3.5': {
    title: 'Chilean set-up',
    body: [
      'In Antofagasta (3123), in the Chile Holding Box, or split between them: the 1st (Buin), 2nd, 3rd and 4th infantry regiments and the Cazadores and Granaderos cavalry regiments, all on their reduced side; six Supply Columns; every Chilean ship.',
      'Recruit pool: the Santiago and Esmeralda infantry regiments.',
    ],
    printings: {
      note: 'The Spanish printing also sets up the 1st artillery regiment, reduced, with the Chilean army. The rules option “Chile sets up the 1st artillery regiment” selects that reading; it is off by default.',
      option: 'chileanSetupArtillery',
    },
  },
  '3.6': {
    title: 'Chilean reinforcements',
    body: [
      'Chile’s later units also wait on the turn track by their R-number (9.0).',
      'Last step of the set-up: the combat advantage chits are mixed face down in an opaque cup, ready to be drawn in land combat (8.9).',
    ],
  },
  // 4.0 Sequence of play
  '4.1': {
    title: 'Game turns and phases',
    body: [
      'A game lasts twelve game turns. Each game turn is made of two player turns — Chile’s first, then the Allies’ — after which the turn marker advances. Every player turn goes through the same seven phases, in order:',
      'I. Administrative. First give sailing orders for your next player turn (not this one): a Naval Area Destination Chit (NADC) placed secretly with a ship or stack names the area it will sail to. Ships left without a chit will head back to a friendly port. Then roll two dice: the higher die is the number of new Supply Columns you receive. Chile puts them in the Chile Holding Box. The Allies put theirs in Lima (2008) or Callao (2007), except that at least one must be a Bolivian column placed in Oruro (3616) or La Paz (3513). There is no limit on the number of column counters.',
      'II. Consume Supply Columns. Spend columns to replenish, rebuild, recruit or repair (6.0).',
      'III. Naval Movement. Ships with orders from the previous turn sail to their areas (7.2). Ships without orders go back to a friendly port; if none is left to them, they are lost.',
      'IV. Naval Combat (7.0). In this edition raids, fort fire and infernal machines happen in this phase; battles caused by interceptions are fought at once, during movement.',
      'V. Land Movement (8.0).',
      'VI. Land Combat (8.7).',
      'VII. Victory Determination. On turns 5, 9 and 12 check whether the game is decided (5.0).',
    ],
    printings: {
      note: 'Ships without orders: the English text sends them to any friendly port, the Spanish one to their own nation’s box. The rules option for ships without an NADC selects the Spanish reading (only Chile has a box, so it affects only Chilean ships).',
      option: 'returnWithoutNadc',
    },
  },
  '4.2': {
    title: 'Orders for the first turn',
    body: [
      'Normally orders are given a turn in advance. To let fleets act from the start, each player gives his turn-1 orders during the set-up: ships that have an NADC then may sail in the first game turn.',
    ],
  },
  // 5.0 How to win
  '5.1': {
    title: 'Victory Points',
    body: [
      'Only Chile scores. Chile earns Victory Points (VP) for the objective hexes it has captured; each objective carries its value in a yellow circle on the map. Whether the game is decided is checked in the Victory Determination Phase of turns 5, 9 and 12.',
      'Objectives in this edition: Lima 7; Callao 3; Arica, Iquique, Arequipa and La Paz 2 each; Tacna, Pisco, Mollendo, Trujillo and Oruro 1 each — 23 VP in all (Calama and Pisagua are worth nothing: see the notes below). The rules print only Arica’s value (2); the rest are this edition’s, from the historical record.',
    ],
  },
  '5.2': {
    title: 'Turn 5 check',
    body: [
      'At the end of game turn 5: with 6 VP or more Chile wins. With fewer than 2 VP Chile loses at once — a sudden-death Allied victory. Otherwise the war goes on.',
    ],
  },
  '5.3': {
    title: 'Turn 9 check',
    body: [
      'At the end of game turn 9: with 8 VP or more Chile wins. With fewer than 2 VP the Allies win by sudden death. Otherwise play continues.',
    ],
  },
  '5.4': {
    title: 'Turn 12: the final result',
    body: [
      'At the end of game turn 12: 18 VP or more is a Chilean victory, 14 to 17 VP a draw, and fewer than 13 VP an Allied victory. The text forgets exactly 13 VP; see the interpretation.',
    ],
  },
  '5.5': {
    title: 'Bonus VP for naval success',
    body: [
      'Chile gains 1 extra VP for every game turn in which at least twice as many Allied warships were sunk as Chilean ones during that turn. Transports do not count. The bonus is at most one per turn, but it can be earned again in every turn that qualifies, and it is added in the Victory Determination Phase.',
    ],
  },
  '5.6': {
    title: 'Bolivia leaves the war',
    body: [
      'Bolivia drops out at the end of any game turn in which Chilean units both captured and still hold Oruro (3616) and La Paz (3513). Because it happens only at the end of the turn, the Allies have the rest of that turn to take one of them back.',
      'Bolivia also drops out as soon as Chile has 7 VP or more at the end of a turn, whichever turn it is. The Spanish printing gives an example: Tacna, Arequipa, Iquique and Arica together are worth 7 VP.',
      'When Bolivia leaves, all Bolivian units are taken off the map for good; Bolivia never returns. In this edition its fort in La Paz goes with them (a fort is one of the game\'s pieces, 7.7), unless the rules option keeping it is chosen.',
    ],
  },
  // 6.0 Supply Columns
  '6.1': {
    title: 'What Supply Columns are for',
    body: [
      'Columns are received in the Administrative Phase (4.1) and may be spent in the Consume Supply Columns Phase that follows it. Those not spent stay in play: they can be shipped or marched like units in the movement phases.',
      'One column pays for one of these: replenishing a depleted unit (6.2), rebuilding an eliminated unit (6.3), recruiting a new unit (6.4), repairing a damaged warship (6.5, where the cost is rolled), improving an initiative roll (8.8) or an infernal-machine attack (10.2).',
      'Columns are also used up by ships leaving port (7.8) and can buy an extra die in land combat (8.9).',
    ],
  },
  '6.2': {
    title: 'Replenishing depleted units',
    body: [
      'One column brings a depleted land unit back to full strength (two steps) at once. The column must be in the unit’s hex or an adjacent one, and it is removed when used.',
      'There is no limit to how many units can be replenished, as long as enough columns are close enough to them.',
    ],
  },
  '6.3': {
    title: 'Rebuilding eliminated units',
    body: [
      'One column returns a land unit from the dead pile to the map — always on its one-step (depleted) side, however strong it was. It can be brought to full strength in a later turn by 6.2. Any number of units can be rebuilt, one column each.',
      'Where they appear: Chilean units in the Chile Holding Box; Peruvian units in a Peruvian city and Bolivian units in a Bolivian city, in either case one Chile has not captured, and never more than one new unit per city. Units that find no free city wait on the turn track in the next turn’s box and may be placed in that player’s next Consume Supply Columns Phase (or wait again).',
      'Transports: three columns rebuild a sunk transport, placed in a port (a Chilean one in the Holding Box). It may be given an NADC at once but cannot sail before the Naval Movement Phase of the following game turn — ships take time to find or build. Sunk warships never come back.',
      'A note in 6.3 and 6.4 says that new Chilean units leave the Holding Box only by transport into naval area I, while 8.6 gives the box a land link. This edition follows 8.6 by default; the rules option for the Holding Box land link switches it off.',
    ],
  },
  '6.4': {
    title: 'Recruiting new units',
    body: [
      'One column brings a unit from the recruit pool onto the map, on its one-step (depleted) side; it can be replenished later by 6.2. It is placed exactly like a rebuilt unit (6.3): Chileans in the Holding Box, Peruvians and Bolivians in a free, uncaptured city of their own nation, one per city, or on the turn track if none is free.',
      'Reinforcements enter the recruit pool on their turn (9.0) and are recruited in this way.',
    ],
  },
  '6.5': {
    title: 'Repairing damaged warships',
    body: [
      'A damaged warship can be repaired — turned back to its undamaged side — only at Callao (Allies) or in the Chile Holding Box (Chile). Roll one die, then choose what the number means: the columns paid now, or the game turns the ship spends in the yard before it returns repaired. It is one or the other, never a mix.',
      'A sunk warship can neither be repaired nor rebuilt.',
    ],
  },
  '6.6': {
    title: 'Moving Supply Columns',
    body: ['Columns march over land like land units during the Land Movement Phase; 8.5 gives the details.'],
  },
  // 7.0 Naval operations
  '7.1': {
    title: 'Embarkation',
    body: [
      'At the start of its side’s Naval Movement Phase, before sailing, a transport in a port friendly to both it and the troops may take aboard land units from that same port: one full-strength unit or two depleted ones, never more than two steps in all. A Supply Column counts as a full-strength unit.',
      'A transport that has loaded need not sail if it has no orders. Units aboard can do nothing and count for neither stacking nor hex control.',
      'Troops come ashore only in a friendly port or by an amphibious landing where their transport ended its move (7.6).',
    ],
  },
  '7.2': {
    title: 'Naval movement',
    body: [
      'Ships given an NADC in the previous Administrative Phase now sail, all together as one stack with whatever they carry, hex by hex through connected sea hexes towards the area on the chit. Orders can be changed only in the Administrative Phase: once it is the stack’s turn to move, it must go — there was no radio to call fleets back.',
      'Any route is allowed, but the stack must reach its destination area. It may stop in the first hex of that area or sail on inside it; it may not leave the area again in that player turn. If the destination is the area it is already in, it moves within that area.',
      'Ships without orders return to a friendly port, moving normally and open to interception on the way. A Chilean stack is safe in the Holding Box as soon as it reaches the area next to it.',
      'Each time a moving stack enters a hex of an area holding enemy warships, the enemy may try to intercept it (7.3) — even ships that have orders of their own.',
    ],
    printings: {
      note: 'Ships without orders: English, any friendly port; Spanish, their own nation’s box. Chosen with the rules option for ships without an NADC (see 4.1).',
      option: 'returnWithoutNadc',
    },
  },
  '7.3': {
    title: 'Naval interception',
    body: [
      'The interceptor names one hex of his warships: all the warships in it must go, while transports there may join or stay behind. He may add other hexes and roll for them all together so that they fight one battle; the longest distance among them is then the one that counts.',
      'Count the hexes from the interceptors to the moving stack (the starting hex not counted, the stack’s hex counted) and roll one die, modified as in 7.4. Higher than the distance: the interception succeeds and a battle is fought at once (7.9). Equal or lower: it fails (7.5). A stack that sails into the interceptors’ own hex is intercepted without a roll.',
      'The decision must be taken as the stack enters each hex, within the same area; once the stack has moved on, the chance is gone, so the moving player pauses at every hex for an answer. An interception cannot itself be intercepted, and warships may intercept any number of times in a turn, even after a battle.',
    ],
  },
  '7.4': {
    title: 'Interception modifier',
    body: [
      'The interception roll is modified by the speed of the interceptors: use the lowest speed modifier among all the ships going. The speed of the ships being intercepted does not matter.',
      'Example: the Atahualpa (speed −2), four hexes from a Chilean stack, rolls a 6. Six minus two is 4, not more than the distance of 4, so the attempt fails.',
    ],
    printings: {
      note: 'The Spanish printing instead adds the highest speed modifier among the ships being intercepted (its example: the Unión, +2). The rules option for the interception modifier selects that reading.',
      option: 'interceptionModifier',
    },
  },
  '7.5': {
    title: 'Failed interception',
    body: [
      'Even when it fails, the interception makes the interceptors move: as many hexes as the modified roll, straight towards the target hex, where they stop. They stay there until they intercept a different stack or make their own move in their next Naval Movement Phase. The same interceptors cannot try the same stack again that turn, but other enemy stacks may.',
      'Example: a Peruvian stack from Callao (the Manco Cápac and two transports) sails south for area III through areas X, XI, VIII, VII and VI, passing two hexes from Chilean warships in 2415. Chile rolls a 3; the Covadonga’s −1 makes it 2 — not more than 2, so it fails. The Chileans still move two hexes, to 2514, and the Peruvians sail on.',
    ],
  },
  '7.6': {
    title: 'End of naval movement: blockade, landing, unloading, raid',
    body: [
      'Wherever a stack stops, its movement is over for the turn; what it can then do depends on the hex.',
      'Blockade. Warships in the hex of an enemy port blockade it: enemy ships entering or leaving that port are intercepted automatically, without a roll and whatever their speed. The Chile Holding Box cannot be blockaded. A stack may try to slip through instead: its owner rolls a die and that many of its ships get past, safe from those blockaders for the rest of the player turn; the blockader picks which of the others are caught, and may let them go. The rule is meant to make running a blockade a job for one or two ships, not a whole fleet.',
      'Amphibious landing. A transport that ends its move in a coastal hex may put its troops or columns ashore there, even where enemy land units stand. If enemy land units are there (a lone column does not count), the landed unit stays put and must attack them in the coming Land Combat Phase; the defender rolls one extra die in that fight. If all the defenders are eliminated or retreat, the hex passes to the landing side. Landed units cannot attack anywhere else that turn and may be attacked normally in the enemy’s next player turn. A column landed beside them is captured if only enemy land units remain there when that Land Combat Phase ends. The transport stays in the hex for the rest of the game turn.',
      'Unloading (disembarkation). In a friendly port a transport may unload, if its owner wishes; what comes ashore can move and attack normally that same turn.',
      'Raid. Warships in a coastal hex with no enemy warships in it may bombard the enemy there — a land unit, a Supply Column or a fort — each warship choosing one target. If a fort is present it must be the target until it falls. Ships in port and the port itself cannot be raided. Roll two dice and add the target’s printed modifier: a total below the warship’s gunfire factor is a hit and the target loses a step.',
    ],
  },
  '7.7': {
    title: 'Forts',
    body: [
      'A fort shields its hex: raiders must aim at it until it is destroyed, using the raid procedure of 7.6. A fort with an anti-ship factor fires back at each warship that raids it: two dice plus the ship’s armour modifier, and a total below the anti-ship factor damages the ship (or sinks it if already damaged). The fort always gets this shot, even if the raid just destroyed it.',
      'Once the fort is gone, warships in the hex that have not raided yet may go after the other units there. A destroyed fort is never rebuilt or repaired.',
    ],
  },
  '7.8': {
    title: 'Fleet provisions',
    body: [
      'Ships may stay at sea as long as their owner likes. Leaving port is what costs: each stack that sails out of a port (or the Chile Holding Box) uses up one Supply Column waiting in that same place. One column serves one stack sailing out together under one NADC; with no column there, no stack can leave.',
    ],
  },
  '7.9': {
    title: 'Naval combat',
    body: [
      'A successful interception means an immediate battle. Both sides line up their ships. The side with more ships may keep some out of the fight (transports, typically), but never more than the number of enemy ships; ships kept out take no part.',
      'Warships then fire one at a time, the sides taking turns, until every warship still afloat has fired once. The side with the fastest warship shoots first, with any ship it likes (see the interpretation on which way speed runs); if neither side has the faster ship, the intercepted side starts.',
      'To fire, pick a target, roll one die and add the target’s armour modifier. A total below the firing ship’s gunfire factor is a hit: the target is damaged, or sunk if it was already damaged. Armour applies to every shot, not only the first. A ship just hit may fire back if it is still afloat; a sunk one may not.',
      'Transports never fire but can be shot at; a sunk transport takes its cargo down with it.',
      'Afterwards the survivors return to the interception hex. Every ship that fired or was fired on stays in that hex for the rest of the game turn; intercepted ships that did neither may sail on, and may be intercepted again.',
    ],
  },
  '7.10': {
    title: 'Critical hits',
    body: [
      'A gunfire die showing a natural 1 sinks the target outright, whatever its armour. A fort’s two dice showing a natural 2 (both ones) sink the raiding ship outright. Forts themselves never take critical hits.',
    ],
  },
  // 8.0 Land operations
  '8.1': {
    title: 'Stacking',
    body: [
      'A hex may hold at most six land units, whatever their size or strength — seven if it has a fort. Supply Columns never count, and any number may share a hex.',
      'The limit is checked only in the Administrative Phase, not while units move: a hex still over the limit then must shed units at once, its owner eliminating enough of them to comply.',
    ],
    printings: {
      note: 'The Spanish printing limits a hex to five land units (and gives no fort bonus in this case). The rules option for the stacking limit selects it; this edition keeps the fort’s extra unit under both readings.',
      option: 'stacking',
    },
  },
  '8.2': {
    title: 'Land movement',
    body: [
      'In the Land Movement Phase any, all or none of your land units may move, except those built or rebuilt this turn. Units that start in the same hex may move together along one path. A moving stack may not pick up units on the way, but it may drop some off; a unit dropped off has finished moving for the turn.',
      'Units move from land hex to land hex and never into a hex with enemy units or Supply Columns.',
      'No unit has a printed movement factor. For each move roll two dice and keep the higher one: that is how many movement points (MP) the unit or stack may spend. Cavalry adds 1 to the roll — but only when everything moving with it is cavalry too.',
    ],
    printings: {
      note: 'The cavalry bonus is only in the English text; the Spanish one does not mention it. The rules option for the cavalry movement bonus can switch it off.',
      option: 'cavalryMovementBonus',
    },
  },
  '8.3': {
    title: 'Movement attrition',
    body: [
      'If the two movement dice come up doubles, the move costs a step once it is finished (even if not every MP was spent): one unit is depleted, or eliminated if it was already depleted. Only one unit suffers, even in a stack.',
      'A unit or stack that ends its move in a hex with a fort never suffers attrition.',
    ],
  },
  '8.4': {
    title: 'Forced marching',
    body: [
      'A unit may move as many times in a phase as its owner likes: roll, move, roll again, move again. Doubles are the brake — about one roll in six.',
      'After doubles the unit, or the whole stack, stops for the turn, although only one unit loses the step. If the stack dropped units off during the move, the owner may give the loss to any of them, dropped units included.',
      'A stack can be split: roll for some of its units, move them, then roll separately for others. Each roll is for the units it was made for and cannot be used by the others.',
    ],
    printings: {
      note: 'The Spanish printing applies the attrition only after the drop-offs, to the units still moving. The rules option for attrition after drop-offs selects that reading.',
      option: 'attritionAfterDropOffs',
    },
  },
  '8.5': {
    title: 'Moving Supply Columns',
    body: [
      'Columns move exactly like land units but are never worn down themselves. A stack that suffers attrition may give up a column travelling with it instead of a unit’s step; the stack stops all the same.',
      'Columns embark and come ashore like land units, count as a full-strength unit aboard a transport, and go down with it if it sinks.',
    ],
  },
  '8.6': {
    title: 'Movement costs',
    body: [
      'Entering a hex costs movement points according to its terrain; a unit without enough MP left cannot enter until a later roll gives it enough. Costs: rough 2, mountain 4, desert 3, salt desert 2, railroad 1. Crossing a river hexside adds 2 to the cost of the hex entered. Sea hexes and impassable hexsides are closed to land movement.',
      'A railroad overrides everything: moving from a railroad hex into a connected railroad hex costs 1 MP, whatever the terrain or river. A city does not change the cost of its hex; only the hex’s other terrain counts.',
      'The Chile Holding Box is reached from the map, or left for it, for 1 MP, always through hex 3130 or 3231.',
      'The water drawn in hex 3515 is a river, not impassable terrain.',
    ],
  },
  '8.7': {
    title: 'Land combat',
    body: [
      'In your Land Combat Phase your units may attack enemy-occupied hexes next to them. Combat is never compulsory, and you may attack with only part of a stack. There is no limit on the number of combats, but each unit attacks at most once per phase; a defender fights every time it is attacked.',
      'Several units may attack the same hex if each is adjacent to it. Only the units in the attacked hex defend it.',
      'Supply Columns neither attack nor defend. A hex holding only enemy columns falls without a fight (they are eliminated, or captured, 8.12), and columns in a defending stack can never be chosen as casualties.',
    ],
  },
  '8.8': {
    title: 'Initiative',
    body: [
      'Every combat opens with an initiative roll: each side rolls one die and the higher total wins; a tie goes to the defender.',
      'Units printed with a “+N” add it to their side’s roll whenever they fight, and a defender adds it every time it is attacked. Several such units add their bonuses together.',
      'The winner draws a combat advantage chit (8.9).',
    ],
  },
  '8.9': {
    title: 'Resolving land combat',
    body: [
      'Each side rolls one die for every unit taking part, depleted or not; each modified result of 6 or more scores one hit. An attack comes from a single hex: units in two hexes cannot join in one attack, each hex fights its own. Every unit rolls once per combat, whatever happens; if no one scores, the combat is over. All modifiers add up.',
      'Artillery: +1 to every die of a side for each of its artillery units in the hex.',
      'Combat advantage: the initiative winner draws one chit at random and applies it to this combat only; it then goes back into the cup. Inspiring Leader (Abaroa or Bolognesi): one unit gets +2. Earthworks: one defending unit rolls two dice — useless to an attacker. Cavalry Charge: one attacking cavalry unit rolls two dice — useless to a defender. Tactical Surprise: the attack gets one extra die — useless to a defender. Slaughter: one unit rolls three dice. Canister: one artillery unit rolls three dice. No Event: nothing. A chit that does not apply is simply wasted, not redrawn. The number of dice has no ceiling.',
      'Terrain (defender only, added to each of his dice): rough +1, mountain +2, desert and salt desert 0, a city counts as the other terrain of its hex, +1 when attacked across a river hexside (cancelled by a railroad), +3 in a hex with a fort.',
      'Supply: before any die is rolled, the attacker and then the defender may each spend one column in their own hex for one extra die — never more than one per combat.',
    ],
  },
  '8.10': {
    title: 'Retreat',
    body: [
      'If one side scores hits and the other scores none, the side that scored nothing must leave its hex at once for an adjacent one that holds no enemy unit and is not forbidden terrain. It may avoid retreating by depleting one of its units in that hex (or eliminating one already depleted).',
      'A unit with nowhere to go loses a step instead; a trapped stack loses a step in every unit.',
    ],
  },
  '8.11': {
    title: 'Advance after combat',
    body: [
      'When an attack leaves the enemy hex empty — defenders eliminated or retreated — the attacking units that took part may move into it, up to the stacking limit. Advancing is optional and must be decided straight away, before anything else is done.',
      'Advancing units enter that hex only, with no further movement, and the advance ends the combat.',
    ],
  },
  '8.12': {
    title: 'Capturing Supply Columns',
    body: [
      'A Supply Column with no friendly land unit beside it is captured when an enemy land unit enters its hex, whether moving or advancing after combat. Columns have no combat value and cannot prevent it.',
      'Combat example (in short): four depleted Allied units with a column attack one full-strength Chilean regiment (+2) in rough terrain across a river. Initiative: the Allies roll 6, Chile 5 + 2 = 7, so Chile wins — and as defender it would have won a tie as well. The Allies spend their column for a fifth die. Chile draws Inspiring Leader, so its single die gets +1 for rough, +1 for the river and +2: +4 in all.',
      'The Allies roll 1, 3, 4 and 6: one hit. Chile rolls 3, which becomes 7 and counts as 6 (anything above 6 is wasted): one hit. Losses are taken together — an Allied battalion is eliminated and the Chilean regiment depleted — and since both sides scored, no one retreats.',
    ],
  },
  // 9.0 Reinforcements
  '9.0': {
    title: 'Reinforcements',
    body: [
      'Units marked with an R-number become available on that game turn, never earlier. They are not free: each must be recruited with a Supply Column (6.4) from that turn on, and then behaves like any other unit, including when depleted or eliminated.',
      'Chile — turn 2: infantry regiments Esmeralda, Atacama, Valdivia, Chacabuco and Lautaro, the Carabineros de Yungay cavalry regiment, one artillery unit and a generic infantry battalion. Turn 3: the Chillán and Coquimbo regiments. Turn 5: the Colchagua and Aconcagua regiments, with one generic infantry and one generic cavalry battalion. Turn 6: a generic cavalry battalion and two artillery battalions. Turn 7: the Rengo, Curicó and Talca regiments and two generic infantry battalions. Turn 9: the Valparaíso and Linares regiments and two generic infantry battalions. Turn 10: the Rancagua and Maule regiments, three generic infantry battalions and a generic cavalry battalion. Turn 12: the Concepción regiment.',
      'Peru — turn 2: Fort Iquique (built in Iquique) and one generic infantry regiment. Turn 3: two generic infantry battalions. Turn 4: Fort Arica (in Arica) and two generic infantry battalions. Turn 5: the Tarapacá regiment, a generic infantry battalion, a generic cavalry battalion and an artillery regiment. Turn 6: the Guards and Tacna regiments and one generic battalion each of infantry, cavalry and artillery. Turn 8: two generic infantry battalions and a generic cavalry battalion. Turns 9 to 12: generic infantry battalions — two, six, three and two.',
      'The English list for Chile also has two stray lines — bringing an “Arica regiment” to full strength on turn 4 and an “infernal machine” on turn 9. The interpretations below explain how they are read.',
    ],
    printings: {
      note: 'The Spanish schedule differs: Chile’s turn 2 artillery is named the 2nd Artillery; Peru receives an Iquique regiment on turn 2 and an Arica regiment on turn 4 instead of the two forts; the Arica line, the infernal machine and the Concepción regiment are missing. No rules option: the English list governs, with the Spanish names where they help.',
    },
  },
  // 10.0 Optional rules
  '10.1': {
    title: 'Ship capture',
    body: [
      'Optional (rules option “ship capture”). Straight after a naval battle a side may try to take enemy ships, provided it has at least one undamaged warship in the hex and every enemy warship there is damaged.',
      'For each attempt, one undamaged warship is assigned to one enemy ship, and the enemy rolls a die: 1 — the capturing warship is damaged; 2–3 — the ship gets away; 4–5 — its crew scuttles it (removed); 6 — it is captured and now belongs to the captor, who may also sink it then or later.',
      'Troops or columns aboard a captured transport are eliminated, never captured.',
    ],
  },
  '10.2': {
    title: 'Infernal machines',
    body: [
      'Optional (rules option “infernal machines”). Explosive boats, mines and even a primitive submarine were used against the Chilean fleet. From game turn 9 on, in the Naval Combat Phase, the Peruvian player may attack one Chilean warship standing in the hex of a Peruvian port, or a port Peru controls — a blockader, say.',
      'He spends one Supply Column in that port and rolls a die: 1–4 — no effect; 5 — the warship is damaged; 6 — it is sunk.',
      'Only one attempt is allowed per port holding a Chilean warship, for the whole game, and transports can never be targeted.',
    ],
  },
};

/** docs/rules-notes.md, question and decision as written there (markdown removed). Keys: placement.ts. */
const NOTES: Record<NoteKey, NoteText> = {
  '1.0-a': {
    question: 'Hex numbering and grid',
    decision: 'Hex numbers are XXYY (column, row); the hexes are flat-topped, and even columns sit half a hex lower.',
  },
  '4.1-a': {
    question: 'When does the game turn\'s Victory Determination happen, since each player turn has a phase VII?',
    decision: 'VP are reckoned (and on turns 5, 9, 12 judged) at the start of the Allied player turn\'s phase VII, which closes the game turn; the Chilean phase VII has nothing to do.',
  },
  '4.1-b': {
    question: 'May a phase be ended while a decision is pending?',
    decision: 'No: a pending decision must be answered first (if the player tries, the game\'s explanation quotes that decision\'s question and its case).',
  },
  '5.4-a': {
    question: '13 VP at the end of turn 12 falls in neither "less than 13: Allied victory" nor "14–17: draw".',
    decision: '13–17 VP is a draw.',
  },
  '5.2-a': {
    question: 'Sudden death "if the Chilean player has not acquired at least 2 VP"',
    decision: 'Fewer than 2 VP at the turn 5 or turn 9 check ends the game as an Allied sudden-death victory.',
  },
  'gen-a': {
    question: 'Who sees the dice generator\'s state?',
    decision: 'Nobody: the game hides it (and any dice fixed in advance) from both players and from observers.',
  },
  '3.0-a': {
    question: 'Hex control is in the title of 3.0 but never defined.',
    decision: 'The side that occupies a hex, or last entered it, controls it; hexes never entered are uncontrolled.',
  },
  '3.1-a': {
    question: 'Where does set-up sit in the sequence of play?',
    decision: 'A set-up phase before game turn 1: the Allied player sets up, then Chile; 4.2\'s turn-1 NADCs are given then. Then turn 1 begins with Chile\'s Administrative Phase.',
  },
  '4.1-c': {
    question: 'When is the Supply Column allotment rolled?',
    decision: 'When the phasing player ends his Administrative Phase, after his secret NADC orders (2d6, the higher die): Chile\'s columns go to the Chile Holding Box and the phase ends; the Allied player places his one by one, and the last placed ends the phase. The rules option "Supply Columns rolled as the Administrative Phase begins, before the NADC orders" on the new-game screen keeps this edition\'s order until 2026-11-29; games and files made before it are read with it on.',
  },
  '4.1-d': {
    question: 'Which Allied columns are Bolivian, and how many?',
    decision: 'A column placed in Oruro or La Paz is Bolivian, one in Lima or Callao is Peruvian. Any number may be Bolivian; while Bolivia is in the war at least one must be, so when none has been placed the last one must go to Oruro or La Paz.',
  },
  '4.1-e': {
    question: 'A depot city (Lima, Callao, Oruro, La Paz) captured by Chile?',
    decision: 'It takes no new column. If no depot city is left, the Allied columns of that allotment are lost. Once Bolivia quits (5.6) no column is Bolivian.',
  },
  '6.1-a': {
    question: 'Where must a Supply Column be to rebuild, recruit, rebuild a transport or repair?',
    decision: 'Anywhere the side has one on the map or in the Chile Holding Box (not aboard). Only replenishment (6.2) needs the column in or next to the unit. A cost of several columns (transport 3, repair N) is paid from one place.',
  },
  '6.3-a': {
    question: 'What is a "Peruvian city" / "Bolivian city" for placing new units?',
    decision: 'Every town on the map whose 1879 nation is Peru (Bolivia), not captured by Chile (controlled by Chile). One new unit per city each turn, counting units built that turn.',
  },
  '6.3-b': {
    question: 'When no city is free?',
    decision: 'The unit goes to the next game turn\'s box and is placed as its side\'s next Consume Supply Columns Phase begins (a pending decision), or waits again. A unit placed so can\'t move that turn either.',
  },
  '6.3-e': {
    question: 'May a unit recruited or rebuilt this turn be replenished in the same phase?',
    decision: 'No: only from a later game turn. The rules option "A unit recruited or rebuilt may be replenished in the same phase" on the new-game screen keeps this edition\'s reading until 2026-11-29; games and files made before it are read with it on.',
  },
  '6.3-c': {
    question: 'Where is a rebuilt Peruvian transport placed?',
    decision: 'Any Peruvian port not captured by Chile.',
  },
  '6.5-a': {
    question: 'A ship repaired by delay?',
    decision: 'It goes to the turn-track box N turns ahead and comes back repaired to its yard (Callao / the Chile Holding Box) as that game turn begins; if Chile holds Callao by then it is lost.',
  },
  '8.1-a': {
    question: 'Whose stacks are checked, and when?',
    decision: 'The phasing player\'s own stacks, as his Administrative Phase begins, before the supply placement; he chooses which units to eliminate. The fort bonus (+1) applies under both stacking options.',
  },
  '9.0-a': {
    question: 'When do reinforcements arrive?',
    decision: 'As their R-turn begins (Chile\'s Administrative Phase) they move from the turn track to the recruit pool; they must still be recruited (6.4).',
  },
  '9.0-b': {
    question: 'Fort Iquique (R2) / Fort Arica (R4) when Chile already holds the city?',
    decision: 'It is never built (destroyed).',
  },
  '5.5-a': {
    question: 'No warship sunk on either side: 0 ≥ 2×0?',
    decision: 'No bonus: at least one Allied warship must have been sunk that turn. Bonus VP accumulate (one per qualifying turn).',
  },
  '5.6-a': {
    question: '"At least 7 VP as of the end of that game."',
    decision: 'Read "game turn": checked at the end of every game turn, with the naval bonus VP included, before the victory check.',
  },
  '5.6-b': {
    question: '"Captured (and simultaneously occupied)".',
    decision: 'Chilean land units stand in both Oruro and La Paz at the end of the game turn.',
  },
  '5.6-c': {
    question: 'What leaves when Bolivia quits?',
    decision: 'Every Bolivian land unit (wherever it is) and every Bolivian Supply Column, for good; no column is Bolivian afterwards and 4.1\'s Bolivian-column duty lapses.',
  },
  '5.6-d': {
    question: 'Does Bolivia\'s fort (La Paz) leave with Bolivia?',
    decision: 'Yes: it is removed with the units and never returns, so whoever stands in La Paz afterwards has no fort +3 (8.9), no attrition immunity (8.3) and no seventh stacking slot (8.1). The rules option “Bolivia\'s fort (La Paz) stays on the map when Bolivia quits the war” keeps it standing, as this edition played before November 2026 (older game files are read with it).',
  },
  '2.1-a': {
    question: 'The rules say 50 km a hex, but the anchor hexes sit ~80 km a row apart. Which scale?',
    decision: 'The anchors win: a least-squares lat/lon fit over the six anchors (0.61° lon a column, 0.77° lat a row); the anchors are pinned to their rule hexes.',
  },
  '8.6-a': {
    question: 'The chart has no clear terrain: what are the irrigated valleys and the altiplano?',
    decision: 'The valleys are desert, their river drawn as river hexsides; the altiplano and puna are rough. The first map\'s clear terrain (1 MP, no defence modifier) remains only under the rules option "Open terrain" on the new-game screen, off by default.',
  },
  '8.6-b': {
    question: 'What terrain are the Amazon and Yungas lowlands east of the Andes?',
    decision: 'rough (2 MP, +1).',
  },
  '8.6-c': {
    question: 'What is the water in 3515?',
    decision: '3515 is land (rough on the chart\'s map, clear under the "Open terrain" option); the Desaguadero gives it river hexsides (3415–3515, 3515–3516, 3515–3615); no impassable hexside touches 3515.',
  },
  '8.6-d': {
    question: 'Which hexsides are impassable?',
    decision: 'Land–land hexsides whose centre line runs over lake water: 3314–3413 (Titicaca) and 3616–3716, 3616–3717 (Poopó/Uru Uru). Lake hexes (3212, 3313) can\'t be entered at all.',
  },
  '8.6-e': {
    question: 'Which railroads exist?',
    decision: 'Only lines operating in 1879 (by the historical record), drawn as links from hex to hex; the Central line ends at Chicla, short of Jauja; none on the altiplano.',
  },
  '8.6-f': {
    question: 'Which Pisagua railway existed in 1879?',
    decision: 'Pisagua–Zapiga–Dolores, all inside Pisagua\'s hex: no railroad hexside, and no link to Iquique\'s hex 3218. The "Open terrain" option keeps the first map\'s line into 3218.',
  },
  '2.4-a': {
    question: 'Is Lima a port?',
    decision: 'Yes: its rule hex 2008 touches the sea.',
  },
  '2.4-b': {
    question: 'Which towns are ports?',
    decision: 'Worked out from the map, never listed by hand: a town in a land hex next to a sea hex. Harbour towns were placed in coastal hexes.',
  },
  '3.2-a': {
    question: 'Which forts exist?',
    decision: 'Callao (set-up), Iquique (arrives R2), Arica (arrives R4), La Paz (3.3).',
  },
  '5.1-a': {
    question: 'VP values of the objectives other than Arica?',
    decision: 'Lima 7, Callao 3, Arica 2, Iquique 2, Arequipa 2, La Paz 2, Tacna 1, Pisco 1, Mollendo 1, Trujillo 1, Oruro 1; all else 0 (23 on the map). Calama and Pisagua, 1 each until the map was redrawn with the chart\'s terrain, are 0; the map as first drawn (the "Open terrain" option) keeps their 1.',
  },
  '5.1-b': {
    question: 'Is Antofagasta a VP objective?',
    decision: 'No (0 VP).',
  },
  '5.1-c': {
    question: 'Do Chilean towns give VP?',
    decision: 'No; the Allies score no VP (5.0 counts Chilean VP only).',
  },
  '2.2-a': {
    question: 'How are the 13 naval areas laid out?',
    decision: 'Ten inshore areas (within 3 hexes of land) cut across the coast between ports, north → south XIII, XII, X, XI, VIII, VII, VI, III, II, I; three offshore areas IX, V, IV cut by rows.',
  },
  '2.4-c': {
    question: 'Where is the Chile Holding Box?',
    decision: 'Off the southern edge; land link to 3130 and 3231 (1 MP, 8.6), sea link to naval area I (2.4).',
  },
  '6.4-a': {
    question: 'Which cities can Peru and Bolivia recruit in?',
    decision: 'Every town of that nation on the map (26 Peruvian, 12 Bolivian).',
  },
  '2.3-a': {
    question: 'The errata backprints I–VI with VII–XIII: six chits, thirteen numerals. How many NADC chits?',
    decision: 'One chit per naval area per side, I–XIII (26 in all); the Allied set serves the Peruvian navy.',
  },
  '2.6-a': {
    question: 'Steps are not in the text.',
    decision: 'Regiment 2 steps, battalion 1.',
  },
  '2.6-b': {
    question: 'Initiative "+" values are not in the text (only "a Chilean full-strength regiment +2", 8.12).',
    decision: 'Full side = S + Q (S 1 for a regiment; Q 1 if regular or armed with modern breech-loaders); depleted side = full − 1, min 0; a one-step unit\'s single side carries the full value. No "+" is printed at 0.',
  },
  '7.6-a': {
    question: 'Raid die-roll modifiers of land units are not in the text.',
    decision: 'B + M: +1 for a battalion, +1 for cavalry or artillery (0 to +2).',
  },
  '7.4-a': {
    question: 'Speed modifier direction: 7.4 adds the interceptors\' lowest modifier (Atahualpa −2), 7.9 says the lowest modifier is the fastest ship.',
    decision: 'Higher = faster. 7.4 stands; in 7.9 the side with the highest speed modifier fires first (tie: the intercepted side fires first, as written).',
  },
  '7.5-a': {
    question: 'The Spanish 7.5 example reduces a 3 to 1 with "Manco Capac (3) and the two transports (−2)".',
    decision: 'Not used for calibration.',
  },
  '7.9-a': {
    question: 'Ship gunfire, armour and speed values are not in the text.',
    decision: 'The project\'s formulas from knots, belt armour and guns (H&G §5); a monitor loses one speed step; gunfire gets one point for each gun of 9-inch bore or more, at most 2, so Independencia (a single 9-in bow chaser) has 5, below the Chilean ironclads\' 6.',
  },
  '7.9-b': {
    question: 'Armed transports (Loa, Chalaco, Limeña) carried guns.',
    decision: 'They are transports: gunfire 0, cannot fire, can carry troops.',
  },
  '3.2-b': {
    question: 'Which ships are "All Naval units"?',
    decision: 'Every warship and transport H&G §5 lists at the outbreak (Chile 8 + 12, Peru 6 + 4). Not Angamos (joined Oct 1879), not the captured Huáscar/Pilcomayo, torpedo boats, small craft or hulks.',
  },
  '3.2-c': {
    question: '3.2 sets up "all forts except Iquique" in their ports, but 9.0 brings Fort Arica on GT4.',
    decision: 'Callao sets up; Iquique arrives GT2, Arica GT4, each in its own hex.',
  },
  '3.3-a': {
    question: 'Fort La Paz is inland: anti-ship factor and raid modifier?',
    decision: 'None (anti-ship 0, raid 0): it is never raided; it still gives the 8.1 seventh stack slot, 8.3 attrition immunity and the 8.9 +3.',
  },
  '7.7-a': {
    question: 'Fort values are not in the text.',
    decision: 'Anti-ship 5 + ⌈seaward guns ÷ 8⌉; raid modifier ⌈seaward guns ÷ 10⌉ (Callao 9/+3, Arica 7/+2, Iquique 6/+1).',
  },
  '9.0-c': {
    question: 'Do forts have to be recruited like units?',
    decision: 'No: a 9.0 fort is placed in its own hex on its turn (if that hex is still Allied).',
  },
  'gen-b': {
    question: 'Iquique has no hex number in the rules.',
    decision: 'Hex 3218: Iquique\'s town hex on the map, so Fort Iquique stands in the town, on land (not in sea hex 3118).',
  },
  '3.3-b': {
    question: '"All Bolivian units" are not listed.',
    decision: 'Nine counters: Colorados, Amarillos, Illimani, Murillo, Aroma (bns), Sucre (regt), Húsares de Bolivia (cav regt), Legión Boliviana (cav bn), Santa Cruz (art regt).',
  },
  '3.3-c': {
    question: 'Does Bolivia have a recruit pool?',
    decision: 'Yes (project): Vanguardia and Libres del Sur battalions.',
  },
  '3.5-a': {
    question: 'The Spanish 3.5 adds "1st artillery regiment (reduced)".',
    decision: 'Among this edition\'s counters and set-up, but in play only with the rules option "Chile sets up the 1st artillery regiment, reduced (ES)" (off by default).',
  },
  '3.5-b': {
    question: 'Esmeralda is in the 3.5 recruit pool and in the 9.0 GT2 list.',
    decision: 'One counter: it starts in the recruit pool and is printed R2 — recruitable from GT2.',
  },
  '9.0-d': {
    question: 'EN "1 x artillery" vs ES "2º de artillería".',
    decision: 'One counter: the "2nd Artillery" regiment, R2.',
  },
  '9.0-e': {
    question: 'EN "Build up Arica regiment to full strength": no Chilean Arica regiment exists; the ES has nothing.',
    decision: 'No Chilean counter and no effect.',
  },
  '9.0-f': {
    question: 'EN lists "Infernal machine" among Chile\'s reinforcements.',
    decision: 'Not a counter: it marks Peru\'s 10.2 capability from game turn 9.',
  },
  '9.0-g': {
    question: 'EN only: "Conception infantry regiment".',
    decision: 'A rules option on the new-game screen, "Chile\'s turn-12 reinforcements": EN (the default) the Concepción regiment, R12; ES no reinforcement.',
  },
  '9.0-h': {
    question: 'EN Fort Iquique + "1 x generic infantry regiment" vs ES "Iquique infantry regiment".',
    decision: 'A rules option on the new-game screen, "Peru\'s turn-2 reinforcements": EN (the default) Fort Iquique and the regiment, printed "Iquique"; ES the Iquique regiment only, no Fort Iquique in the game.',
  },
  '9.0-i': {
    question: 'EN Fort Arica vs ES "Arica infantry regiment".',
    decision: 'A rules option on the new-game screen, "Peru\'s turn-4 reinforcements": EN (the default) Fort Arica; ES an Arica infantry regiment (R4, values by the Peruvian wartime formulas) instead of the fort; both with the 2 generic battalions both texts list.',
  },
  '9.0-j': {
    question: '"1 x artillery regiment" (ES: generic); "Guards" (ES "Guardia").',
    decision: 'Generic Art Regt 2; "Guards" regiment.',
  },
  '8.9-a': {
    question: 'The combat advantage chit mix is not given.',
    decision: '13 chits: two of each effect (Inspiring Leader: Abaroa, Bolognesi), one Slaughter.',
  },
  '8.9-b': {
    question: 'Inspiring Leader names Allied heroes only; may Chile draw it?',
    decision: 'Yes: one shared cup, the drawer applies it (as the 8.12 example has Chile draw it).',
  },
  '2.4-d': {
    question: 'What is "a coastal hex where an enemy port exists" on this map, where ports are land hexes?',
    decision: 'The port town\'s own land hex. Ships in port stand there, and enemy warships that end their movement there blockade it. More generally ships may end a route in any coastal land hex (a land hex touching the sea), entered from a sea hex next to it; that is where blockades, landings, raids and 10.2 happen. A coastal hex always ends a route; ships never sail through land.',
  },
  '2.4-e': {
    question: 'Where does the Chile Holding Box connect to the map?',
    decision: 'Ships leave it into, and a Chilean stack may enter it from, the area I sea hexes on the map\'s southern edge (row 31: 2731, 2831, 2931). A stack returning or sailing for area I may also enter the box from any area I sea hex.',
  },
  '2.4-f': {
    question: 'Which ports are friendly?',
    decision: 'A port whose hex the side controls; a port never entered belongs to the side of its 1879 nation.',
  },
  '4.1-f': {
    question: 'Ships without an NADC',
    decision: 'Those in a friendly port (or the box) stay. Those at sea or in a non-friendly coastal hex form a returning stack that must sail to a friendly port (it ends as soon as it makes one). A Chilean returning stack is in the box as soon as it enters area I, uninterceptable (7.2 exception). A returning stack that cannot reach any friendly port is eliminated as the phase begins; that elimination does not count as a sinking for 5.5.',
  },
  '4.1-g': {
    question: 'The rules option "Ships without an NADC return to any friendly port (EN) or their nation\'s box (ES)" set to ES, for the Allies, who have no box',
    decision: 'Only Chilean ships are affected: they must make for the Holding Box (area I). Allied ships still return to any friendly port.',
  },
  '7.2-a': {
    question: 'How is a route given?',
    decision: 'The player names any hex the stack may reach; the game takes a shortest sea route (ties broken the same way every time) and moves the stack along it hex by hex, halting for every blockade and interception decision. A route through chosen hexes (e.g. hugging the coast) is given as a series of such moves (waypoints; a neighbouring hex is a one-hex move). The game offers every reachable hex, the nearest first.',
  },
  '7.2-b': {
    question: 'Secrecy',
    decision: 'The game hides the other side\'s NADC areas and its stacks\' areas until a stack begins to move; then that stack\'s NADC is face up for both players (its area is public) for the rest of the game turn — also in the other side\'s player turn, once that side\'s own stacks have replaced it in the state (so, as Chile moves first, Chile\'s orders for the turn are face up to the Allies through their player turn; a ship that formed no stack — sunk, rebuilt this turn, captured — stays face down) — while its remaining route stays hidden; the hexes already sailed are seen. The game log never names a destination.',
  },
  '7.2-c': {
    question: 'Once in its destination area',
    decision: 'A stack with an NADC may not leave that area (from the start, if it is already there). It may stop only at sea in that area (or end in a coastal hex adjoining it), or where a naval combat left its ships free (7.9, below). A stack already in its area may stay without moving; so may one that begins the phase in a coastal hex adjoining its area (a fleet blockading a port of that area: since 2026-11-29; before, it had to sail out and back in, one hex more to be intercepted in, for the same end).',
  },
  '7.2-d': {
    question: 'Order of moves',
    decision: 'One stack sails at a time and finishes (ends its movement) before another starts; the phase ends only when every stack has moved or stopped where allowed.',
  },
  '7.2-e': {
    question: 'Stacks that cannot move',
    decision: 'A stack whose port has no Supply Column (7.8) or that has no reachable destination stays (its movement ends, and the log calls it stranded); its order lapses.',
  },
  '7.1-a': {
    question: 'When may a transport embark?',
    decision: 'In the Naval Movement Phase while its own stack has not started sailing (or it has no orders), in a friendly port or the box, from the same place. A Supply Column counts two steps. Units of an amphibious assault can\'t embark. A transport held by a naval combat (7.9) has sailed: it embarks nothing, though it is in no stack any more.',
  },
  '7.3-a': {
    question: 'Which enemy warships may intercept?',
    decision: 'The non-moving side\'s warships in any hex (sea, or a coastal/port hex — ships in port count as in every area that hex adjoins) of a naval area of the hex just entered; not those already spent against this stack, nor those that let it pass. Ships in the Holding Box never intercept. The question comes when the stack first enters reach of warships not yet offered (see the notes on letting a stack pass, below).',
  },
  '7.3-b': {
    question: 'Declaring several hexes',
    decision: 'Step by step: the player adds the hexes one at a time, then rolls (naming the transports that go), or declines to intercept. All non-spent warships of each chosen hex go; transports of those hexes go only if chosen.',
  },
  '7.3-c': {
    question: 'Automatic success',
    decision: 'Only when every chosen hex is the hex entered (distance 0); otherwise the farthest distance is rolled. The modifier is the lowest speed among all ships going (transports included when they go).',
  },
  '7.4-b': {
    question: 'Speed modifier direction',
    decision: 'Higher is faster (Unión +2, Atahualpa −2): 7.4 adds the interceptors\' lowest modifier, and in 7.9 the side with the highest modifier fires first.',
  },
  '7.5-b': {
    question: 'Where do failed interceptors go?',
    decision: 'The modified roll\'s number of hexes along a shortest sea path towards the interception hex (each hex chosen nearest the target in a straight line), possibly into it; none on a result of 0 or less. They stay there.',
  },
  '7.5-c': {
    question: 'Which interceptors may not try the same stack again?',
    decision: 'Every ship of an attempt (failed or successful) and every blockading warship whose blockade has been resolved are spent against that stack for the rest of the phase. Declining spends nothing.',
  },
  '7.6-b': {
    question: 'Blockade: run or not',
    decision: 'When a stack leaves or enters a port of its own side held by enemy warships, its owner first chooses to run or not. Not running: the blockaders may intercept automatically (an interception from their own hex). Running: 1d6 ships get through; the blockader picks exactly the excess as caught or lets them all go; caught ships fight the blockading warships. Either way the blockaders are then spent against that stack. After a blockade on entry, other enemy warships of the area may still intercept normally.',
  },
  '7.6-c': {
    question: 'Landing vs disembarkation',
    decision: 'Unloading a piece when no stack is sailing: in a friendly port (or the box) it is a disembarkation (a transport that did not move may unload too); in any other coastal hex it is an amphibious landing, allowed only where the transport\'s stack ended its movement this phase. "Unoccupied … even if occupied by an enemy land unit" is read "any coastal hex". A transport that a naval combat held in the coastal hex its stack had sailed into (it fired or was fired upon) has ended its movement there too, and may land its cargo there.',
  },
  '7.6-d': {
    question: 'Landing into enemy land units',
    decision: 'The landed land unit joins an amphibious assault recorded for that hex and side; the Land Combat Phase (land operations) resolves it, with the defender\'s extra die. A landing into a hex with no enemy land unit gives control. Supply Columns landed never start an assault; capturing a lone enemy column is left to 8.12. The landing transport stays for the rest of the game turn.',
  },
  '7.6-e': {
    question: 'Raids',
    decision: 'In the phasing player\'s Naval Combat Phase, each warship in a coastal hex with no enemy warship (in port or not) may raid once: the standing enemy fort until destroyed, else an enemy land unit or Supply Column. 2d6 + the printed raid modifier (Supply Column 0) < gunfire: land unit loses a step, column eliminated, fort destroyed for good. The fort fires back 2d6 + armour < anti-ship after every raid on it, even when destroyed by it; a natural 2 (1+1) sinks the raider.',
  },
  '7.8-a': {
    question: 'Provisions',
    decision: 'One Supply Column standing in the port (not aboard) is spent as a stack leaves a friendly port or the box — one per stack; ships leaving a non-friendly coastal hex (a blockade, a landing) need none.',
  },
  '7.9-c': {
    question: 'Set aside',
    decision: 'The side with more ships may set aside as many ships as its excess, but never more than the enemy has, one action each, then starts the naval combat (the engine begins the gunfire as the last allowed ship is set aside). At the table the player picks and unpicks the ships first and sends them all when he opens fire (`ui/naval/SetAsidePrompt.tsx`), so a pick is never final before the battle. Set-aside ships do not fight and may sail on.',
  },
  '7.9-d': {
    question: 'Gunfire order',
    decision: 'Alternating single shots; a side with no unfired warship (or no target left) lets the other continue; each shot is a pending decision (ship × target). Every present warship must fire once.',
  },
  '7.9-e': {
    question: '"Remain in that present hex for the remainder of that game turn"',
    decision: 'Literal: ships that fired or were fired upon are held until the game turn ends — an Allied ship that fought in Chile\'s player turn does not move in the Allied player turn of that game turn. Held ships may still intercept and raid. After a battle the moving stack re-plans its route from the battle hex.',
  },
  '7.9-g': {
    question: 'May the ships a battle left free (neither fired nor fired upon) stop in the battle hex when it is outside their NADC area?',
    decision: 'Yes: they may end their movement there or sail on. Before, the game let a stack stop only in its NADC area (7.2), so a convoy whose escorts were held by a battle on the way had to sail on alone. A stack returning to port (4.1 III, no NADC) still may not stop at sea. The game knows a battle was fought there this game turn from what the battle leaves (one of the stack\'s interceptors held in its hex, or, if they went down, a held warship of its own side there), so saved games are unaffected; if every ship that fired or was fired upon on both sides sank, nothing is left to show it and the survivors sail on.',
  },
  '5.5-b': {
    question: 'What counts as a warship sunk?',
    decision: 'Sunk by gunfire, critical hits, forts, infernal machines, or scuttled (10.1). Not: transports, or ships eliminated for want of a port (4.1 III).',
  },
  '10.1-a': {
    question: 'Capture',
    decision: 'Only with the option "Optional rule: ship capture". After a battle, the side with an undamaged warship present against only damaged enemy warships (or none) may assign each undamaged warship to one enemy ship present (each once); the enemy rolls on the ship capture table. A captured ship changes hands (its cargo is eliminated) and is kept (the option to scuttle it later is not offered).',
  },
  '10.2-a': {
    question: 'Infernal machines',
    decision: 'Only with the option "Optional rule: infernal machines". From game turn 9, in the Allied Naval Combat Phase, against a Chilean warship (never a transport) in a port hex that is Peruvian and not captured by Chile, or held by the Allies; one Allied Supply Column in that port is spent; the roll is on the infernal machine table; one attempt per port per game. "Damaged" on an already damaged warship sinks it.',
  },
  '6.3-d': {
    question: 'Rebuilt transports',
    decision: 'A ship rebuilt in the current turn does not join any stack.',
  },
  '8.2-a': {
    question: 'How does a player say which units of a hex move together?',
    decision: 'The player picks the hex the move starts from, and the game lists every piece there that may move; the player leaves pieces out (at least one must stay in), then rolls for exactly those. Pieces not chosen may roll separately later.',
  },
  '8.2-b': {
    question: 'What do the MP of a roll do when the player rolls again (8.4)?',
    decision: 'Each roll replaces what was left of the previous one.',
  },
  '8.2-reroll': {
    question: 'May a stack roll again where it stands, without having entered a hex since its last roll?',
    decision: 'Yes. Each roll may be followed by another, moved or not; each one risks doubles (8.3: attrition, unless the move ends in a fort hex, and the move halts).',
  },
  '8.2-c': {
    question: 'When may a stack no longer move this phase?',
    decision: 'When the player ends its move, when a piece is dropped off, and after doubles. Such pieces stay marked as moved until the phase ends.',
  },
  '8.2-d': {
    question: 'Does a Supply Column in a stack of cavalry keep the +1?',
    decision: 'No: the +1 applies only when every moving piece is a cavalry unit (rules option "Cavalry +1 to the movement roll (EN)", on by default).',
  },
  '8.2-e': {
    question: '8.2 forbids entering a hex with an enemy Supply Column; 8.12 lets a land unit capture one by entering.',
    decision: 'A stack with a land unit may enter a hex holding only enemy Supply Columns and captures them; a stack of Supply Columns alone may not. Hexes with enemy land units are always closed. Movement goes on after a capture.',
  },
  '8.2-ships': {
    question: '2.3 calls naval pieces "units" too: do enemy ships in a coastal hex (in port, blockading, after a landing) close it to land units?',
    decision: 'No. Land units may enter a coastal hex where only enemy ships stand; the ships stay, and neither side\'s land units fight them. A stack of ships in a hex its side no longer controls leaves it as from a non-friendly coastal hex (7.8: no Supply Column needed).',
  },
  '8.12-a': {
    question: 'What does "captured" do to a Supply Column?',
    decision: 'It becomes the capturer\'s (the nation of the capturing unit), stays in the hex and may not move again that phase.',
  },
  '8.3-a': {
    question: 'Which units may take the attrition step (rules option "Attrition may fall on dropped-off units (EN) or only after the drop-offs (ES)")?',
    decision: 'EN: any piece that moved under the doubles roll, those dropped off after it included; ES: only the pieces still moving when the move ends. Pieces that end in a hex with a standing fort are immune. With one candidate it is applied at once; otherwise the owner chooses.',
  },
  '8.5-a': {
    question: 'Which Supply Column may absorb the attrition; does a column-only stack suffer any?',
    decision: 'A column that moved in the stack (same candidates as units); it leaves play. A stack of columns alone suffers none, but still stops.',
  },
  '8.6-g': {
    question: 'Chile Holding Box land link vs "Chilean units reach the map from the box only by transport"',
    decision: 'Rules option "Land movement to and from the Chile Holding Box via 3130/3231", default on (8.6: 1 MP between the box and 3130/3231, either way). Off: no land movement to or from the box. Only Chile uses the box; it is never a retreat.',
  },
  '8.6-h': {
    question: 'Railroad and rivers',
    decision: 'Entering a hex across a railroad hexside costs 1 MP whatever the terrain or river; otherwise terrain + 2 for a river hexside. Impassable hexsides, sea and lake can\'t be entered. 3515\'s water is mapped as river hexsides.',
  },
  '8.7-a': {
    question: 'Attacking a hex holding only enemy Supply Columns',
    decision: 'No dice. The attacker may advance (8.11): the columns are then captured; if nobody advances they are eliminated.',
  },
  '8.7-b': {
    question: 'Which hexes can be attacked?',
    decision: 'Adjacent land hexes with enemy land units or columns, not across an impassable hexside; also the attacker\'s own hex if enemy land units share it (a 7.6 landing that left both there).',
  },
  '8.7-c': {
    question: 'May units of several hexes beside one enemy hex join in one attack on it?',
    decision: 'No. An attack is declared from one hex: the attacker picks which of that hex\'s units go. Units of another hex beside the same target attack it in a combat of their own, in the same phase (the target defends each time).',
  },
  '6.1-b': {
    question: '"Modify an initiative die roll" with a Supply Column',
    decision: 'Before any die is rolled, each side (attacker first) may spend one column of its hex for +1 to its initiative roll, and one for the 8.9 extra die (two columns for both).',
  },
  '8.8-a': {
    question: 'Are the "+" modifiers optional ("may add")?',
    decision: 'Always added: they can only help. The side of the counter showing counts (a one-step unit has only its depleted value).',
  },
  '8.9-c': {
    question: 'Inspiring Leader: "any one unit +2" vs the 8.12 example "each of his die rolls"',
    decision: '+2 to one unit\'s die. In the example Chile has one unit, so both readings give +4 there.',
  },
  '8.9-d': {
    question: 'Which unit gets an extra die from a chit?',
    decision: 'Every die of a side has the same modifiers, so the unit only matters for eligibility (cavalry, artillery); the log names the first eligible unit. Inapplicable chits are ignored, not redrawn.',
  },
  '8.9-e': {
    question: 'Artillery "stacked in the same hex as the attacking or defending units"',
    decision: '+1 per artillery unit of the side in the hex, whether or not it attacks.',
  },
  '8.9-f': {
    question: 'A modified die above 6',
    decision: 'Counts as 6; any modified 6+ is a hit (the result shown for the roll is capped at 6).',
  },
  '8.9-g': {
    question: 'Fort +3',
    decision: 'Whenever a fort stands in the defender\'s hex, whoever defends.',
  },
  '8.12-b': {
    question: 'Five Allied dice but four values given (1, 3, 4, 6)',
    decision: 'The Supply Column\'s die is taken as a 2, keeping the example\'s one hit.',
  },
  '8.12-c': {
    question: 'A rough hex across a river from the attackers',
    decision: '3215 (rough) defended from 3115 (Tacna), river hexside 3115–3215 with no railroad: the real map has the pair.',
  },
  '8.9-h': {
    question: 'Losses',
    decision: 'Hits are steps; the owner picks the units (one step per answer, a unit may take several). With one unit, or hits enough for all, they are applied at once. Attackers lose only among the units that attacked; columns never take hits. The attacker answers first; the order can\'t change the outcome (simultaneous).',
  },
  '8.10-a': {
    question: 'Who retreats, and where?',
    decision: 'Whichever side inflicted no hit while taking some — attacker or defender. Its surviving combat units (the attackers that fought; all defenders) go as one stack to one adjacent land hex without enemy land units (not across an impassable hexside; a hex of only enemy columns captures them). Supply Columns stay behind. Or the owner depletes one unit to stay. If no hex is open, every unit loses a step (no choice).',
  },
  '8.11-a': {
    question: 'Advance',
    decision: 'Participating survivors, one at a time, while the stacking limit of the hex allows; control passes (3.0) and columns there are captured (8.12). Not after a 7.6 landing (the landers are already there: the hex becomes theirs when its defenders are gone).',
  },
  '7.6-f': {
    question: 'Amphibious assaults',
    decision: 'Each pending amphibious assault of the phasing side is fought (the landed units still in the hex; the defender +1 die); the phase can\'t end until they are; the landed units can\'t move or attack elsewhere. An assault whose enemy has gone is ignored and dropped at the end of the phase. Columns left alone with enemy land units at the end of a Land Combat Phase are captured (7.6 note).',
  },
  '8.2-odds': {
    question: 'Odds of a land move: which rolls count?',
    decision: 'One roll only (the higher of 2d6, +1 for cavalry where it applies); a hex counts as reached when this roll covers its cheapest route; attrition is P(doubles) = 1/6, 0 for Supply Columns alone, and a move that ends in a fort hex is immune. Later forced-march rolls are not included.',
  },
  '8.9-odds': {
    question: 'Odds of a land attack with a chit that names one unit (Inspiring Leader, Slaughter, Canister, Cavalry Charge, Earthworks).',
    decision: 'Averaged over the 13-chit cup; every die of a side has the same modifiers, so which unit is named does not change the odds. Supply Columns count only if the player chooses to spend them.',
  },
  '7.4-odds': {
    question: 'Odds of an interception.',
    decision: 'P(d6 + the interceptors\' lowest speed modifier > distance), 1 at distance 0; the ES option\'s target-speed reading when chosen.',
  },
  'gen-bots': {
    question: 'What may a bot see?',
    decision: 'Only what the game shows its own side: never the dice generator nor the opponent\'s NADC areas and planned routes. This is checked: changing the opponent\'s hidden orders does not change what the bot decides.',
  },
  'gen-undo': {
    question: 'What counts as "the last die roll or hidden-information reveal" for undo?',
    decision: 'The last action may be taken back by the player who took it if it involved no roll and no chit draw and the side to act (so the player at the screen) has not changed.',
  },
  'gen-dice': {
    question: 'Where do the dice of a game played in the app come from?',
    decision: 'From a cryptographic random-number generator (ChaCha20) keyed by a 128-bit dice secret, which the app draws at random, together with the seed. A game started from a seed alone, with no secret, keeps the older generator that depends on the seed only (xoroshiro128+), as in the project\'s tests, on the command line and with the testers\' box on the new-game screen.',
  },
  'gen-seed': {
    question: 'Who sees the seed?',
    decision: 'Nobody while the game is played (the game hides it); everyone once it is over; game files keep the seed and the secret so a game replays to the last die.',
  },
  'gen-branch-dice': {
    question: 'What dice does a branch of a live game ("continue from here" in a replay) throw?',
    decision: 'A fresh dice secret from the branch point: the count of dice thrown is kept, the sequence of dice is new.',
  },
  'gen-branch-which': {
    question: 'Which branches get a fresh dice secret?',
    decision: 'Only branches from a live game (no result yet, not opened from a file; a resumed game is live). A branch of a finished game or an opened file keeps its dice.',
  },
  'gen-branch-history': {
    question: 'Does a branch of a live game keep the history before the branch point?',
    decision: 'No: it starts at the branch step as a position, with the fresh secret; the history stays in the live game.',
  },
  'gen-bot-screen': {
    question: 'What does the screen show during a bot\'s turn?',
    decision: 'The human\'s board, with no list of the bot\'s actions, no map highlights, no why-not answers and no odds of the bot\'s decision; a click only opens a stack.',
  },
  'gen-recover': {
    question: 'May "go back to the last good step" (after a crash) rewind past a roll?',
    decision: 'Yes.',
  },
  'gen-resume-id': {
    question: 'Which id does a resumed game save under?',
    decision: 'Its own: one record per game, for its whole life.',
  },
  'gen-tabs': {
    question: 'One game open in two tabs?',
    decision: 'Each game is locked to one tab: the second tab is told the game is open elsewhere and does not save; it may open a copy (a new id) or take over (the first tab stops saving and says so; taking over reloads the last save).',
  },
  'gen-legacy': {
    question: 'Saved games of the first edition (kept in the browser\'s older, simpler storage)?',
    decision: 'Moved once into the browser\'s database storage; a record that can\'t be read is kept aside under the name legacy-N and reported, never deleted; both players are taken as human.',
  },
  'gen-file-players': {
    question: 'Where does an opened file\'s set-up and players come from?',
    decision: 'Players from the list of players the file records (none: two humans; an unknown bot: a human, with a notice); a lesson\'s scripted side is written as a human. Undo is allowed, bot strength and speed stay as set.',
  },
  '5.1-d': {
    question: 'When may a position\'s VP record hold the current turn?',
    decision: 'Only from the Allied Victory Determination Phase on, or once the game is over.',
  },
  '6.5-b': {
    question: 'How far does the turn track go in a position?',
    decision: 'Turns 1–18.',
  },
  '7.2-f': {
    question: 'How many stacks may be sailing in a position?',
    decision: 'One, and only in the Naval Movement Phase; naval decisions and a naval combat only on stacks formed for this very phase.',
  },
  '8.9-i': {
    question: 'Two losses decisions at once in a position?',
    decision: 'Only one per side, the defender\'s under the attacker\'s.',
  },
  'gen-file-limits': {
    question: 'Limits of a game file?',
    decision: '8,000,000 characters and 20,000 steps.',
  },
  'gen-file-v1': {
    question: 'A game file of version 1, whose check codes (hashes) were computed over the game\'s English questions and reasons?',
    decision: 'It is converted as it opens: every action is replayed and must still be legal; its old hashes are not checked, and the replay reports that they were recomputed. Positions saved with the wording of the questions load without that wording.',
  },
  '7.9-f': {
    question: 'The set-aside question\'s "up to N ships": where does N come from?',
    decision: 'From the naval combat\'s own limit (the excess, never more than the enemy has); the question keeps no separate copy of the number.',
  },
  '7.3-once': {
    question: 'Is interception offered in every hex entered, or once?',
    decision: 'Asked when a moving stack first enters reach of warships not yet offered. Three answers: intercept (declare the hexes, see the odds, roll); let it pass (those warships are noted on the stack and not asked about it again this phase); not in this hex (asked again at the next hex).',
  },
  '7.3-pass': {
    question: 'Does letting a stack pass spend the warships?',
    decision: 'No. They may still intercept other stacks, and warships newly in reach are still asked.',
  },
  '7.6-pass': {
    question: 'Blockaders that let a stack pass: are they asked again on its way?',
    decision: 'Not as a 7.3 interception of that stack; a later blockade it meets still applies.',
  },
  '7.4-shown': {
    question: 'Which odds does the interception question show?',
    decision: 'The number of die faces for which die + modifier is greater than the farthest distance, out of 6, with the roll\'s own modifier and its case; each failure of 7.5 sails die + modifier hexes (none if that is 0 or less).',
  },
  '7.3-risk': {
    question: 'Which interception risk does a planned voyage show?',
    decision: 'For each enemy warship hex the player can see, the chance at the route hex where it is nearest, among hexes of a naval area it shares; EN option: those warships\' lowest speed modifier; ES option: the highest speed modifier of the moving ships. Transports don\'t count.',
  },
  '7.2-cost': {
    question: 'What is a voyage\'s "cost" on screen?',
    decision: 'The number of hexes entered, and the Supply Column spent leaving port (7.8).',
  },
  '4.1-stack': {
    question: 'Does a click on a naval area order a whole stack?',
    decision: 'Yes: every ship of the picked place that may take an NADC gets it; a second click on the stack opens it to order one ship alone.',
  },
  '4.1-chits': {
    question: 'When are this turn\'s NADC chits drawn on the map?',
    decision: 'Until that side\'s Naval Movement Phase of the turn is over (Chile\'s once the Allied player turn starts); chits just given for next turn are drawn differently (dashed, with their turn). The opponent sees them face down only.',
  },
  '4.1-empty': {
    question: 'A phase in which the side to act can do nothing but end it?',
    decision: "A human player's phase is ended for him when it was entered by ending the one before and no die was rolled on the way: the Naval Combat Phase with nothing to raid, Chile's Victory Determination Phase, a movement or combat phase with nothing to move or attack. Never the Allied Victory Determination Phase (it tells what the game turn's end reckoned), never an ending that rolls dice, never in a lesson, never the last phase of a player turn (its end hands the game to the other side: the player ends his turn himself, his last chance to undo). The prompt names the phases passed, and one Undo takes them back with the ending that led into them.",
  },
  '4.2-hist': {
    question: 'After "historical set-up" on the new-game screen, when are Chile\'s pieces placed, and when are the turn-1 NADCs given?',
    decision: 'The Allies\' historical set-up is applied and the Allies give their turn-1 NADCs; as they finish, Chile\'s historical set-up is applied, the device changes hands, and Chile gives its NADCs. A manual game in which the Allies press "historical" leaves Chile free to set up.',
  },
  '8.1-hist': {
    question: 'With the Spanish stacking limit (5 land units, 6 with a fort), the historical set-up leaves Callao and Antofagasta one unit over it: does each side lose a unit at its first Administrative Phase?',
    decision: 'No: straight after the historical set-up the Guías go to Ancón (2006) and the Granaderos to the Chile Holding Box, as set-up placements in the game\'s record, cited to 8.1 in the log. With the English limit nothing moves.',
  },
  'gen-roll-before-handover': {
    question: 'May the player who rolled see his dice before the device changes hands?',
    decision: 'Yes: when a human\'s action rolls and the other human acts next, the roller sees his dice, each modifier with its case, and the result, and dismisses them; then the hand-over cover.',
  },
  '8.6-area': {
    question: 'A hex spans several terrain bands: which terrain?',
    decision: 'By area (33 sample points a hex): mountain at a quarter or more of cordillera (half for a coastal hex); salt desert at a third or more of salar; otherwise the larger of desert and rough, a tie to desert.',
  },
  '8.6-cities': {
    question: 'Does a town\'s hex take the terrain of the town\'s own site?',
    decision: 'No: the hex\'s area decides, so Tacna, Moquegua, Ica and Arequipa are mountain hexes.',
  },
  '8.6-cordillera': {
    question: 'Can an army reach the altiplano from the coast between Mollendo and Iquique without crossing the cordillera?',
    decision: 'No: every cheapest land route from that coast to Puno, La Paz or Oruro enters a mountain hex or follows a railroad (8.6 railroad cost 1), checked with the game\'s movement costs. The Ilo railway ends in Moquegua\'s hex, which borders Puno: Ilo→Puno is 4 MP, kept.',
  },
  'gen-later-options': {
    question: 'How are game files and saved games read that were made before these rules options existed: "Open terrain", "Peru\'s turn-2 reinforcements", "Peru\'s turn-4 reinforcements", "Chile\'s turn-12 reinforcements", "Supply Columns rolled as the Administrative Phase begins" and "A unit recruited or rebuilt may be replenished in the same phase"?',
    decision: 'A record that lacks one of them was played under its earlier reading (open terrain; the English 9.0 lists; the 4.1 Supply Column roll before the NADC orders; 6.3 / 6.4 replenishing a new unit in the phase it was built): it is read with that reading, and its hashes (the file\'s check codes) are checked as if those options did not exist. Every file and saved game written now records them.',
  },
  '9.0-gunfire': {
    question: 'Independencia\'s gunfire equalled the Chilean ironclads\' (6): was she as strong?',
    decision: 'No: 7.9 gunfire now counts one point for each gun of 9-inch bore or more, at most 2; her one 9-in gun was a bow chaser added in February 1879, so she fires at 5.',
  },
  '7.3-met': {
    question: 'How do two fleets fight when one sails into the hex of enemy warships that stay put (Iquique 21 May 1879, Angamos 8 Oct 1879)?',
    decision: 'The warships already in the hex intercept in their own hex, which always succeeds (7.3 note).',
  },
  '7.10-independencia': {
    question: 'Independencia was wrecked at Punta Gruesa: how is her loss played in the war as fought?',
    decision: 'Sunk by Covadonga\'s critical hit (a 1) in the battle of Iquique, turn 2: one warship lost each side, so no 5.5 bonus that turn.',
  },
  '10.1-history': {
    question: 'Huáscar (Angamos) and Pilcomayo were captured: how in the war-as-fought file?',
    decision: 'Sunk (eliminated); each gives Chile the 5.5 bonus VP (turns 4 and 5).',
  },
  '4.1-manco': {
    question: 'Manco Cápac lies in Arica when Chile takes it (she was scuttled on 7 June 1880): what becomes of her?',
    decision: 'She must leave the port, no longer friendly, in the Allied Naval Movement Phase and makes for Mollendo; not sunk, so no bonus on turn 8. With no friendly port to reach she would be removed without counting for 5.5.',
  },
  '3.0-entered': {
    question: 'Iquique (23 Nov 1879) and Callao (Jan 1881) were occupied without a battle: how in the war as fought?',
    decision: 'Chile controls them by marching into the empty hex; a fort alone does not block entry, and the Allied Supply Columns in Callao are captured (8.12).',
  },
  '8.10-tarapaca': {
    question: 'Tarapacá (27 Nov 1879) was a Peruvian tactical victory: how is it played?',
    decision: 'As a Chilean attack that takes one hit and gives none; the attacker falls back (the 2nd Line, reduced, is eliminated and later rebuilt in the Holding Box, 6.3).',
  },
  '6.4-garrisons': {
    question: 'How are the garrisons of Arica and Lima raised in the war as fought?',
    decision: 'One new unit a city a phase: the Tarapacá (turn 5) and Iquique (turn 6) battalions at Arica; the Lima (turn 10) and Guards (turn 11) regiments at Lima.',
  },
  '6.4-shipped': {
    question: 'May a unit recruited or rebuilt this turn board a transport and land the same turn?',
    decision: 'Yes: 8.2 bars it from land movement only; boarding (7.1) and landing (7.6) are naval movement. Once ashore it still may not move by land that turn (8.2).',
  },
  '6.4-landed': {
    question: 'May the Allies recruit into a city where Chilean units have landed but not yet won it?',
    decision: 'Yes: such a city has not been captured. Control passes only when the landers\' assault leaves no defender (7.6, 3.0); until then the new unit joins the defence of its city.',
  },
  '7.8-interceptors': {
    question: "May warships in a port intercept when the port holds no Supply Column of theirs, or when enemy warships blockade it?",
    decision: "Warships in a port of their own side with no Supply Column of theirs there do not leave it: they are offered an interception only of a stack that enters their own hex (no departure, nothing spent). With a column there, warships that leave the port to intercept spend one, one per port. A blockade does not stop them: interceptions are never intercepted. The rules option interceptWithoutProvisions keeps this edition's reading until November 2026 (any port, nothing spent); files made before it are read with it.",
  },
};

const TEXT: LanguageText = { sections: SECTIONS, cases: CASES, notes: NOTES };

export const RULES_EN: readonly RuleSection[] = buildSections(TEXT);
