import type { navalTableEn } from './navalTable.en';
import type { Strings } from './strings';

/** Las palabras en español de src/ui/i18n/sections/navalTable.en.ts. */
export const navalTableEs: Strings<typeof navalTableEn> = {
  fleet: {
    more_one: '{{ship}} y {{count}} más',
    more_other: '{{ship}} y {{count}} más',
  },
  area: 'Área naval {{area}}',
  orderTo: 'Dar a {{fleet}} el NADC {{area}}',
  takeBackArea: 'Retirar el NADC {{area}} de {{fleet}}',
  chit: {
    sailing: 'NADC {{area}}: navega este turno',
    given: 'NADC {{area}} para el turno {{turn}} (clic para retirarlo)',
    givenLocked: 'NADC {{area}} para el turno {{turn}}',
    hidden: 'NADC boca abajo ({{side}})',
  },
  nadc: {
    setup: 'Da a tus buques sus NADC del turno 1 (4.2): haz clic en una pila de tus buques en el mapa y luego en el área naval iluminada hacia la que navegará (para dar orden a un solo buque de una pila, vuelve a hacer clic en la pila: se abre en el panel, y haz clic en ese buque). Los buques sin NADC se quedan en puerto en el turno 1.',
    admin: 'Da tus NADC para el turno {{turn}} (4.1): haz clic en una pila de tus buques y luego en el área naval iluminada hacia la que navegará (para dar orden a un solo buque de una pila, vuelve a hacer clic en la pila: se abre en el panel, y haz clic en ese buque). Haz clic en una ficha para retirarla.',
    selected: '{{fleet}} en {{place}}: haz clic en un área naval iluminada para darle el NADC; otra vez en su área para retirarlo.',
    given_one: '{{count}} buque tiene NADC para el turno {{turn}}.',
    given_other: '{{count}} buques tienen NADC para el turno {{turn}}.',
    finish: 'Cuando cada pila que piensas mover tenga su ficha, termina.',
    finishAdmin: 'Cuando cada pila que piensas mover tenga su ficha, termina la fase: entonces tiras por tus Columnas de Suministro (4.1).',
    placeFirst: 'Coloca primero todas tus piezas (3.1); luego da los NADC del turno 1 (4.2).',
  },
  sail: {
    choose: 'Haz clic en una de tus pilas que esperan zarpar ({{count}}) para elegirla.',
    toArea_one: '{{fleet}} en {{place}} navega hacia el área naval {{area}} (7.2): haz clic en un hexágono iluminado. Los hexágonos del área {{area}}, y las costas junto a ella (un puerto que bloquear, una orilla donde desembarcar: el movimiento termina allí, 7.6), muestran cuántos hexágonos hay de camino.',
    toArea_other: '{{fleet}} en {{place}} navegan hacia el área naval {{area}} (7.2): haz clic en un hexágono iluminado. Los hexágonos del área {{area}}, y las costas junto a ella (un puerto que bloquear, una orilla donde desembarcar: el movimiento termina allí, 7.6), muestran cuántos hexágonos hay de camino.',
    toPort_one: '{{fleet}} en {{place}} no tiene NADC y vuelve a un puerto propio (4.1): haz clic en un puerto iluminado.',
    toPort_other: '{{fleet}} en {{place}} no tienen NADC y vuelven a un puerto propio (4.1): haz clic en un puerto iluminado.',
    sailing_one: '{{fleet}} navega en {{place}}: haz clic en un hexágono iluminado para seguir (7.2).',
    sailing_other: '{{fleet}} navegan en {{place}}: haz clic en un hexágono iluminado para seguir (7.2).',
    sailingMayStop_one: '{{fleet}} navega en {{place}}: haz clic en un hexágono iluminado para seguir, o termina su movimiento.',
    sailingMayStop_other: '{{fleet}} navegan en {{place}}: haz clic en un hexágono iluminado para seguir, o termina su movimiento.',
    nearest_one: 'Hexágono más cercano de su destino: {{hex}}, a {{count}} hexágono.',
    nearest_other: 'Hexágono más cercano de su destino: {{hex}}, a {{count}} hexágonos.',
    inArea: 'Está en el área naval {{area}}, su destino: puede terminar aquí su movimiento o seguir navegando dentro del área (7.2).',
    afterBattle: 'Aquí se libró un combate naval: los buques que dispararon o recibieron disparos se quedan en este hexágono (7.9). Los demás pueden terminar aquí su movimiento con ellos, antes de llegar al área {{area}}, o seguir navegando.',
    provisions: 'Salir de puerto gasta una Columna de Suministro allí (7.8).',
    noRisk: 'Ningún buque de guerra enemigo puede interceptar en ese camino (7.3).',
    risk_one: 'Posible intercepción de {{fleet}}, desde {{hex}}, en {{at}}: {{count}} hexágono, {{chance}} % (7.3, 7.4)',
    risk_other: 'Posible intercepción de {{fleet}}, desde {{hex}}, en {{at}}: {{count}} hexágonos, {{chance}} % (7.3, 7.4)',
    riskAutomatic_one: '{{fleet}} en {{hex}} intercepta seguro: la ruta entra en su hexágono (7.3)',
    riskAutomatic_other: '{{fleet}} en {{hex}} interceptan seguro: la ruta entra en su hexágono (7.3)',
    risks: 'Riesgo de intercepción en ese camino:',
    noProvisions_one: '{{fleet}} no puede salir de {{place}}: no hay allí Columna de Suministro para aprovisionar la flota (7.8). Termina su movimiento: se queda en puerto.',
    noProvisions_other: '{{fleet}} no pueden salir de {{place}}: no hay allí Columna de Suministro para aprovisionar la flota (7.8). Termina su movimiento: se quedan en puerto.',
  },
  coast: {
    embark: 'Antes de que zarpe una pila, sus transportes en puerto pueden embarcar tropas (7.1): una unidad completa, dos unidades de un paso o una Columna de Suministro cada uno. Haz clic en un puerto iluminado, o en su nombre aquí:',
    debark: 'Los transportes pueden desembarcar lo que llevan (7.6): haz clic en el hexágono iluminado, o en su nombre aquí:',
    raid: 'Tus buques de guerra pueden hacer incursiones contra el enemigo en la costa (7.6, 7.7): haz clic en un hexágono iluminado, o en su nombre aquí:',
    infernal: 'Se puede usar una máquina infernal contra un buque de guerra chileno en puerto (10.2): haz clic en el puerto iluminado, o en su nombre aquí:',
  },
  idle: {
    line: 'Nada que hacer para {{side}} en la {{phase}}.',
    continue: 'Continuar',
    continueLabel: 'Continuar — {{label}}',
  },
};
