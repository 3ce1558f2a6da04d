/** The interface's English strings for the naval war at the map (NADC orders, sailing, fleets; issue 18). */
export const navalTableEn = {
  fleet: {
    more_one: '{{ship}} and {{count}} more',
    more_other: '{{ship}} and {{count}} more',
  },
  area: 'Naval area {{area}}',
  orderTo: 'Give {{fleet}} the NADC {{area}}',
  takeBackArea: 'Take back the NADC {{area}} of {{fleet}}',
  chit: {
    sailing: 'NADC {{area}}: sails this turn',
    given: 'NADC {{area}} for turn {{turn}} (click to take it back)',
    givenLocked: 'NADC {{area}} for turn {{turn}}',
    hidden: 'A face-down NADC of {{side}}',
  },
  nadc: {
    setup: 'Give your ships their NADCs for turn 1 (4.2): click a stack of your ships on the map, then the lit naval area it is to sail for. Ships without an NADC stay in port on turn 1.',
    admin: 'Give your NADCs for turn {{turn}} (4.1): click a stack of your ships, then the lit naval area it is to sail for. Click a chit to take it back.',
    selected: '{{fleet}} ({{place}}): click a lit naval area to give the NADC; click its area again to take it back.',
    given_one: '{{count}} ship has an NADC for turn {{turn}}.',
    given_other: '{{count}} ships have NADCs for turn {{turn}}.',
    finish: 'When every stack you mean to move has its chit, finish.',
    placeFirst: 'Place every piece first (3.1); then give the NADCs for turn 1 (4.2).',
  },
  sail: {
    choose: 'Click one of your stacks waiting to sail ({{count}}) to choose it.',
    toArea: '{{fleet}} ({{place}}) sails for naval area {{area}} (7.2): click a lit hex. The hexes of area {{area}} show the number of hexes of the way.',
    toPort: '{{fleet}} ({{place}}) has no NADC and returns to a friendly port (4.1): click a lit port.',
    sailing: '{{fleet}} is under way in {{place}}: click a lit hex to sail on, or end its movement.',
    nearest: 'Nearest hex of its goal: {{hex}}, {{count}} hexes away.',
    provisions: 'Leaving port spends one Supply Column there (7.8).',
    noRisk: 'No enemy warship can intercept on that way (7.3).',
    risk: '{{fleet}} in {{hex}} could intercept at {{at}}: {{distance}} hexes, {{chance}}% (7.3, 7.4)',
    riskAutomatic: '{{fleet}} in {{hex}} intercepts for certain: the route enters its hex (7.3)',
    risks: 'Interception risk on that way:',
    noProvisions: '{{fleet}} cannot leave {{place}}: no Supply Column there to provision the fleet (7.8). End its movement: it stays in port.',
  },
  idle: {
    line: 'Nothing to do for {{side}} in the {{phase}}.',
    continue: 'Continue',
    continueLabel: 'Continue — {{label}}',
  },
} as const;
