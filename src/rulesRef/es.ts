/**
 * La referencia de reglas en español: cada caso de las reglas (1.1–10.2) explicado con palabras propias
 * del proyecto — nunca con las frases del reglamento — y las interpretaciones de docs/rules-notes.md.
 * Se carga bajo demanda (index.ts `loadRules`), fuera del paquete inicial.
 */
import { buildSections, type CaseText, type LanguageText, type NoteText } from './build';
import type { CaseId, SectionId } from './caseIds';
import type { NoteKey } from './placement';
import type { RuleSection } from './types';

const SECTIONS: LanguageText['sections'] = {
  '1.0': { title: 'Introducción' },
  '2.0': { title: 'Componentes' },
  '3.0': {
    title: 'Despliegue y control de hexes',
    intro: [
      'La sección se titula «despliegue y control de hexes», pero las reglas nunca explican qué significa controlar un hex. Más abajo está la respuesta del proyecto; de ella dependen qué puertos son amigos, qué ciudades han sido capturadas y dónde pueden aparecer unidades nuevas.',
    ],
  },
  '4.0': { title: 'Secuencia de juego' },
  '5.0': { title: 'Cómo ganar' },
  '6.0': { title: 'Columnas logísticas' },
  '7.0': { title: 'Operaciones navales' },
  '8.0': { title: 'Operaciones terrestres' },
  '9.0': { title: 'Refuerzos' },
  '10.0': {
    title: 'Reglas opcionales',
    intro: ['Las dos reglas opcionales están desactivadas salvo que se activen entre las opciones de reglas al empezar una partida nueva.'],
  },
} satisfies Record<SectionId, { title: string; intro?: string[] }>;

const CASES: Record<CaseId, CaseText> = {
  // 1.0 Introducción
  '1.1': {
    title: 'Contexto histórico',
    body: [
      'El juego recrea la Guerra del Pacífico, que entre 1879 y 1883 enfrentó a Chile con el Perú y Bolivia por la costa salitrera de Atacama. Es un juego para dos jugadores con reglas sencillas a propósito.',
      'Abarca solo las campañas regulares: desde el inicio de la guerra, a comienzos de 1879, hasta la toma de Lima por Chile en enero de 1881. Quedan fuera la resistencia en la sierra peruana y la ocupación que duró hasta la paz de 1883: Chile retuvo Lima, pero nunca tuvo tropas para ocupar todo el país.',
      'Lo que estaba en juego se ve en el resultado: Bolivia acabó sin litoral, el Perú perdió sus provincias salitreras y Chile se convirtió en la primera potencia de la costa del Pacífico sudamericano.',
    ],
  },
  '1.2': {
    title: 'Escalas',
    body: [
      'Hay doce turnos de juego, de unos dos meses cada uno.',
      'Según las reglas un hex mide unos 50 km (31 millas) de lado a lado; en el mapa de esta edición la posición fija de las ciudades da filas de casi 80 km (véase la interpretación).',
      'Una ficha terrestre es un batallón o un regimiento; una ficha naval es, casi siempre, un solo buque.',
    ],
  },
  '1.3': {
    title: 'Terminología',
    body: ['«Aliado» designa a peruanos y bolivianos en conjunto, salvo que una regla diga otra cosa. Un solo jugador manda a las dos naciones aliadas.'],
  },
  // 2.0 Componentes
  '2.1': {
    title: 'El mapa',
    body: [
      'El mapa muestra la vertiente del Pacífico de Sudamérica desde el norte de Chile hasta Trujillo, en el Perú, con el altiplano boliviano tierra adentro. Una trama de hexágonos («hexes») superpuesta determina dónde están las piezas y cuánto se mueven.',
      'Cada hex se nombra con cuatro cifras: las dos primeras indican la columna y las dos últimas la fila. Lima, por ejemplo, es el 2008.',
    ],
  },
  '2.2': {
    title: 'Áreas navales',
    body: [
      'Los hexes de mar se agrupan en trece áreas navales, de la I a la XIII, separadas en el mapa por líneas azules de puntos. Los buques reciben la orden de llegar a un área, no a un hex, y los bloqueos, desembarcos e intercepciones se planean a través de ellas.',
    ],
  },
  '2.3': {
    title: 'Piezas de juego',
    body: [
      'Las piezas que actúan —unidades terrestres, buques, columnas logísticas, fuertes— se llaman unidades, también los buques. Las que solo anotan algo, como el turno o una orden de destino, son marcadores.',
      'Fe de erratas aplicada: los marcadores de destino naval (NADC) se imprimieron solo para las áreas I–VI, de modo que faltaban los de VII–XIII; esta edición da a cada bando un marcador por área. Se usan las fichas chilenas corregidas, que llevan una «R» con el turno en cada refuerzo.',
    ],
  },
  '2.4': {
    title: 'Puertos',
    body: [
      'Una población es puerto si su hex toca un área naval. El cajetín de Chile, junto al borde sur del mapa, también es puerto y está unido al área naval I.',
      'Un puerto puede abrigar cualquier número de buques propios.',
    ],
  },
  '2.5': {
    title: 'Tipos de unidades',
    body: [
      'Hay siete clases de unidades: infantería, caballería, artillería, buques de guerra, transportes, columnas logísticas y fuertes. (La edición inglesa perdió la lista; la española la conserva.)',
      'Cada clase tiene capacidades propias: la caballería llega más lejos (8.2) y solo los buques de guerra y los transportes pueden hacerse a la mar.',
    ],
  },
  '2.6': {
    title: 'Cómo leer las fichas',
    body: [
      'Una unidad terrestre muestra su nombre, nacionalidad, símbolo de tipo y tamaño, su número de pasos y, en algunas, una bonificación de iniciativa «+N» (8.8) y un modificador que la hace más difícil de alcanzar desde el mar (7.6).',
      'Un buque de guerra muestra su factor de artillería, su modificador de blindaje y su modificador de velocidad (7.4, 7.9); un fuerte, su factor antibuque y su modificador contra raids (7.7).',
      'Colores: Chile, blanco sobre azul; Bolivia, amarillo sobre verde; el Perú, rojo sobre blanco.',
      'La plancha de fichas era una imagen y sus valores no figuran en el texto de las reglas. Donde el texto calla, esta edición los dedujo de los datos históricos; esas decisiones se listan abajo.',
    ],
  },
  '2.7': {
    title: 'Tamaño de las unidades y pasos',
    body: [
      '«Regimiento» y «batallón» son etiquetas históricas sin efecto propio en el juego. Lo que cuenta son los pasos: cada impacto cuesta un paso, y la unidad que pierde el último queda eliminada y va a la pila de eliminadas (puede volver, 6.3). Los regimientos suelen tener más pasos que los batallones.',
      'Una unidad completa que pierde un paso se gira a su lado reducido y se dice que está desgastada.',
    ],
  },
  '2.8': {
    title: 'Dados',
    body: [
      'Todas las tiradas usan dados corrientes de seis caras; el juego de tablero necesita dos. En esta edición los tira el ordenador con un generador a partir de una semilla: la misma semilla y las mismas jugadas dan la misma partida.',
    ],
  },
  // 3.0 Despliegue y control de hexes
  '3.1': {
    title: 'Despliegue',
    body: [
      'Primero despliegan los aliados y después Chile. Luego el juego sigue la secuencia de 4.0 durante doce turnos, de marzo–abril de 1879 a enero–febrero de 1881.',
      'En esta edición cada bando puede colocar sus piezas una a una o tomar con un clic el despliegue histórico, y retocarlo hasta dar por terminado su despliegue.',
    ],
  },
  '3.2': {
    title: 'Despliegue peruano',
    body: [
      'Fuertes: cada fuerte presente al empezar va en el puerto que le da nombre. El fuerte de Iquique no se coloca ahora; llega más tarde (9.0).',
      'Iquique y/o Pisagua: dos batallones genéricos de infantería, juntos o uno en cada puerto.',
      'Lima: el batallón de caballería.',
      'A tres hexes de Lima como máximo, pero no en la propia Lima: los regimientos de infantería Zepita, Ayacucho y Cuzco y los de caballería Húsares de Junín, Torata y Guías, los seis por su lado reducido; el regimiento de artillería; tres columnas logísticas.',
      'En uno o varios puertos peruanos: toda la armada peruana.',
      'Reserva de reclutas: el regimiento de infantería Lima, que se reclutará más adelante (6.4).',
    ],
  },
  '3.3': {
    title: 'Despliegue boliviano',
    body: [
      'Todo el ejército boliviano y una columna logística empiezan en La Paz (3513, que tiene fuerte), en Oruro (3616) o repartidos entre ambas.',
    ],
  },
  '3.4': {
    title: 'Refuerzos aliados',
    body: [
      'Las unidades aliadas que llegan más tarde esperan en el marcador de turnos, cada una en la casilla del turno de su número R (las R2 en la del turno 2, y así sucesivamente). El calendario está en 9.0.',
    ],
  },
  '3.5': {
    title: 'Despliegue chileno',
    body: [
      'En Antofagasta (3123), en el cajetín de Chile o repartidos entre ambos: los regimientos de infantería 1.º (Buin), 2.º, 3.º y 4.º y los de caballería Cazadores y Granaderos, todos por su lado reducido; seis columnas logísticas; todos los buques chilenos.',
      'Reserva de reclutas: los regimientos de infantería Santiago y Esmeralda.',
    ],
    printings: {
      note: 'La edición española añade al despliegue chileno el 1.er regimiento de artillería, reducido. La opción de reglas «Chile despliega el 1.er regimiento de artillería» elige esa lectura; por defecto está desactivada.',
      option: 'chileanSetupArtillery',
    },
  },
  '3.6': {
    title: 'Refuerzos chilenos',
    body: [
      'Las unidades chilenas posteriores también esperan en el marcador de turnos según su número R (9.0).',
      'Último paso del despliegue: las fichas de ventaja en combate se mezclan boca abajo en un recipiente opaco, listas para sacarlas en el combate terrestre (8.9).',
    ],
  },
  // 4.0 Secuencia de juego
  '4.1': {
    title: 'Turnos y fases',
    body: [
      'Una partida dura doce turnos de juego. Cada turno consta de dos turnos de jugador —primero el chileno, después el aliado—, tras los cuales avanza el marcador de turnos. Cada turno de jugador recorre las mismas siete fases, por este orden:',
      'I. Administrativa. Primero se dan las órdenes de navegación para el próximo turno de jugador (no para este): un marcador de destino naval (NADC) colocado en secreto con un buque o apilamiento indica el área a la que navegará. Los buques sin marcador volverán a un puerto amigo. Después se tiran dos dados: el mayor indica cuántas columnas logísticas nuevas se reciben. Chile las pone en el cajetín de Chile. Los aliados las ponen en Lima (2008) o el Callao (2007), salvo que al menos una ha de ser boliviana y colocarse en Oruro (3616) o La Paz (3513). No hay límite de fichas de columna.',
      'II. Gasto de columnas logísticas. Se gastan columnas para reponer, reconstruir, reclutar o reparar (6.0).',
      'III. Movimiento naval. Los buques con órdenes del turno anterior navegan hacia su área (7.2). Los que no tienen órdenes vuelven a un puerto amigo; si no les queda ninguno, se pierden.',
      'IV. Combate naval (7.0). En esta edición los raids, el fuego de los fuertes y las máquinas infernales ocurren en esta fase; las batallas que provoca una intercepción se libran al momento, durante el movimiento.',
      'V. Movimiento terrestre (8.0).',
      'VI. Combate terrestre (8.7).',
      'VII. Determinación de la victoria. En los turnos 5, 9 y 12 se comprueba si la partida está decidida (5.0).',
    ],
    printings: {
      note: 'Buques sin órdenes: el texto inglés los manda a cualquier puerto amigo; el español, al cajetín de su nación. La opción de reglas sobre los buques sin NADC elige la lectura española (solo Chile tiene cajetín, así que solo afecta a los buques chilenos).',
      option: 'returnWithoutNadc',
    },
  },
  '4.2': {
    title: 'Órdenes para el primer turno',
    body: [
      'Normalmente las órdenes se dan con un turno de antelación. Para que las flotas puedan actuar desde el principio, cada jugador da sus órdenes del turno 1 durante el despliegue: los buques que entonces reciben un NADC pueden navegar ya en el primer turno de juego.',
    ],
  },
  // 5.0 Cómo ganar
  '5.1': {
    title: 'Puntos de victoria',
    body: [
      'Solo puntúa Chile. Chile gana puntos de victoria (PV) por los hexes objetivo que ha capturado; cada objetivo lleva su valor en un círculo amarillo del mapa. Si la partida está decidida se comprueba en la fase de determinación de la victoria de los turnos 5, 9 y 12.',
      'Objetivos en esta edición: Lima 7; el Callao 3; Arica, Iquique, Arequipa y La Paz 2 cada uno; Tacna, Pisco, Mollendo, Trujillo y Oruro 1 cada uno: 23 PV en total (Calama y Pisagua no valen nada: ver las notas más abajo). Las reglas solo dan el valor de Arica (2); el resto es de esta edición, según los datos históricos.',
    ],
  },
  '5.2': {
    title: 'Comprobación del turno 5',
    body: [
      'Al terminar el turno 5: con 6 PV o más, gana Chile. Con menos de 2 PV, Chile pierde en el acto: victoria aliada por muerte súbita. En otro caso, la guerra continúa.',
    ],
  },
  '5.3': {
    title: 'Comprobación del turno 9',
    body: [
      'Al terminar el turno 9: con 8 PV o más, gana Chile. Con menos de 2 PV, ganan los aliados por muerte súbita. Si no, se sigue jugando.',
    ],
  },
  '5.4': {
    title: 'Turno 12: el resultado final',
    body: [
      'Al terminar el turno 12: 18 PV o más es victoria chilena; de 14 a 17 PV, empate; menos de 13 PV, victoria aliada. El texto olvida el caso de exactamente 13 PV; véase la interpretación.',
    ],
  },
  '5.5': {
    title: 'PV extra por éxitos navales',
    body: [
      'Chile gana 1 PV extra por cada turno de juego en el que se hundieron al menos el doble de buques de guerra aliados que chilenos durante ese turno. Los transportes no cuentan. Es como máximo uno por turno, pero puede ganarse de nuevo en cada turno que cumpla la condición, y se suma en la fase de determinación de la victoria.',
    ],
  },
  '5.6': {
    title: 'Bolivia abandona la guerra',
    body: [
      'Bolivia se retira al final de cualquier turno de juego en el que unidades chilenas hayan tomado y sigan ocupando a la vez Oruro (3616) y La Paz (3513). Como ocurre solo al final del turno, los aliados disponen del resto de ese turno para recuperar una de ellas.',
      'Bolivia también se retira en cuanto Chile tenga 7 PV o más al final de un turno, sea cual sea. La edición española trae un ejemplo: Tacna, Arequipa, Iquique y Arica suman juntas 7 PV.',
      'Cuando Bolivia se retira, todas sus unidades salen del mapa para siempre; Bolivia no vuelve nunca a la guerra. En esta edición su fuerte de La Paz sale con ellas (un fuerte es una de las piezas del juego, 7.7), salvo que se elija la opción de reglas que lo conserva.',
    ],
  },
  // 6.0 Columnas logísticas
  '6.1': {
    title: 'Para qué sirven las columnas logísticas',
    body: [
      'Las columnas se reciben en la fase administrativa (4.1) y pueden gastarse en la fase de gasto de columnas que la sigue. Las que no se gastan siguen en juego: pueden embarcarse o marchar como unidades en las fases de movimiento.',
      'Una columna paga una de estas cosas: reponer una unidad desgastada (6.2), reconstruir una unidad eliminada (6.3), reclutar una unidad nueva (6.4), reparar un buque de guerra dañado (6.5, con coste a dado), mejorar una tirada de iniciativa (8.8) o un ataque con máquina infernal (10.2).',
      'También se consumen columnas cuando los buques salen de puerto (7.8), y en combate terrestre pueden comprar un dado extra (8.9).',
    ],
  },
  '6.2': {
    title: 'Reponer unidades desgastadas',
    body: [
      'Una columna devuelve al instante una unidad terrestre desgastada a plenos efectivos (dos pasos). La columna debe estar en el hex de la unidad o en uno adyacente, y se retira al usarse.',
      'Pueden reponerse tantas unidades como se quiera, siempre que haya columnas lo bastante cerca de ellas.',
    ],
  },
  '6.3': {
    title: 'Reconstruir unidades eliminadas',
    body: [
      'Una columna devuelve al mapa una unidad terrestre de la pila de eliminadas, siempre por su lado de un paso (desgastada), por fuerte que fuera antes. En un turno posterior puede completarse con 6.2. Se pueden reconstruir cuantas unidades se quiera, a columna por unidad.',
      'Dónde aparecen: las chilenas, en el cajetín de Chile; las peruanas en una ciudad peruana y las bolivianas en una boliviana, en ambos casos no capturada por Chile, y nunca más de una unidad nueva por ciudad. Las que no encuentran ciudad libre esperan en la casilla del turno siguiente del marcador de turnos y pueden colocarse en la próxima fase de gasto de columnas de ese jugador (o seguir esperando).',
      'Transportes: con tres columnas se reconstruye un transporte hundido, que se coloca en un puerto (uno chileno, en el cajetín). Puede recibir un NADC enseguida, pero no zarpa antes de la fase de movimiento naval del turno de juego siguiente: conseguir o construir barcos lleva tiempo. Los buques de guerra hundidos no vuelven nunca.',
      'Una nota de 6.3 y 6.4 dice que las unidades chilenas nuevas solo salen del cajetín en transporte hacia el área naval I, mientras que 8.6 da al cajetín un enlace terrestre. Esta edición sigue 8.6 por defecto; la opción de reglas del enlace terrestre del cajetín lo desactiva.',
    ],
  },
  '6.4': {
    title: 'Reclutar unidades nuevas',
    body: [
      'Una columna trae al mapa una unidad de la reserva de reclutas, por su lado de un paso (desgastada); más tarde puede reponerse con 6.2. Se coloca igual que una unidad reconstruida (6.3): las chilenas en el cajetín, las peruanas y bolivianas en una ciudad libre y no capturada de su nación, una por ciudad, o en el marcador de turnos si no hay ninguna libre.',
      'Los refuerzos pasan a la reserva de reclutas en su turno (9.0) y se reclutan de este modo.',
    ],
  },
  '6.5': {
    title: 'Reparar buques de guerra dañados',
    body: [
      'Un buque de guerra dañado solo puede repararse —volver a su lado intacto— en el Callao (aliados) o en el cajetín de Chile (Chile). Se tira un dado y luego se elige qué significa el número: las columnas que se pagan ya, o los turnos de juego que el buque pasa en el astillero antes de volver reparado. Una cosa o la otra, nunca una mezcla.',
      'Un buque de guerra hundido no puede repararse ni reconstruirse.',
    ],
  },
  '6.6': {
    title: 'Mover columnas logísticas',
    body: ['Las columnas marchan por tierra como las unidades terrestres en la fase de movimiento terrestre; los detalles están en 8.5.'],
  },
  // 7.0 Operaciones navales
  '7.1': {
    title: 'Embarque',
    body: [
      'Al comienzo de la fase de movimiento naval de su bando, antes de zarpar, un transporte en un puerto amigo tanto para él como para las tropas puede subir a bordo unidades terrestres de ese mismo puerto: una unidad completa o dos desgastadas, nunca más de dos pasos en total. Una columna logística cuenta como una unidad completa.',
      'Un transporte que ha embarcado no está obligado a zarpar si no tiene órdenes. Las unidades a bordo no pueden hacer nada y no cuentan ni para el apilamiento ni para el control del hex.',
      'Las tropas solo bajan a tierra en un puerto amigo o mediante un desembarco anfibio allí donde su transporte terminó de moverse (7.6).',
    ],
  },
  '7.2': {
    title: 'Movimiento naval',
    body: [
      'Los buques que recibieron un NADC en la fase administrativa anterior zarpan ahora, todos juntos como un solo apilamiento con lo que lleven a bordo, hex a hex por hexes de mar contiguos hacia el área del marcador. Las órdenes solo se cambian en la fase administrativa: cuando le toca moverse, el apilamiento tiene que ir; sin radio no había modo de hacer volver a una flota.',
      'Se admite cualquier ruta, pero el apilamiento debe llegar a su área de destino. Puede detenerse en el primer hex de esa área o seguir navegando dentro de ella; no puede volver a salir de ella en ese turno de jugador. Si el destino es el área donde ya está, se mueve dentro de ella.',
      'Los buques sin órdenes vuelven a un puerto amigo, moviéndose con normalidad y expuestos a intercepción en el camino. Un apilamiento chileno queda a salvo en el cajetín en cuanto alcanza el área contigua a él.',
      'Cada vez que un apilamiento en movimiento entra en un hex de un área con buques de guerra enemigos, el enemigo puede intentar interceptarlo (7.3), aunque esos buques tengan sus propias órdenes.',
    ],
    printings: {
      note: 'Buques sin órdenes: en inglés, cualquier puerto amigo; en español, el cajetín de su nación. Se elige con la opción de reglas sobre los buques sin NADC (véase 4.1).',
      option: 'returnWithoutNadc',
    },
  },
  '7.3': {
    title: 'Intercepción naval',
    body: [
      'El que intercepta designa un hex con buques de guerra suyos: deben ir todos los buques de guerra de ese hex, mientras que los transportes pueden unirse o quedarse. Puede sumar otros hexes y tirar por todos a la vez para que libren una sola batalla; entonces cuenta la mayor de sus distancias.',
      'Se cuentan los hexes desde los interceptores hasta el apilamiento en movimiento (sin contar el de partida, contando el del apilamiento) y se tira un dado, modificado según 7.4. Si supera la distancia, la intercepción tiene éxito y se libra una batalla en el acto (7.9). Si la iguala o queda por debajo, fracasa (7.5). Un apilamiento que entra en el propio hex de los interceptores queda interceptado sin tirar.',
      'La decisión se toma cuando el apilamiento entra en cada hex, dentro de la misma área; una vez que ha seguido adelante, la ocasión se pierde, así que quien mueve se detiene en cada hex a esperar respuesta. Una intercepción no puede ser interceptada a su vez, y los buques de guerra pueden interceptar cuantas veces quieran en un turno, incluso después de una batalla.',
    ],
  },
  '7.4': {
    title: 'Modificador de intercepción',
    body: [
      'La tirada de intercepción se modifica con la velocidad de los interceptores: se usa el modificador de velocidad más bajo de todos los buques que van. La velocidad de los buques interceptados no influye.',
      'Ejemplo: el Atahualpa (velocidad −2), a cuatro hexes de un apilamiento chileno, saca un 6. Seis menos dos da 4, que no supera la distancia de 4: el intento fracasa.',
    ],
    printings: {
      note: 'La edición española suma en cambio el modificador de velocidad más alto de los buques interceptados (su ejemplo: la Unión, +2). La opción de reglas del modificador de intercepción elige esa lectura.',
      option: 'interceptionModifier',
    },
  },
  '7.5': {
    title: 'Intercepción fallida',
    body: [
      'Aunque fracase, la intercepción obliga a moverse a los interceptores: tantos hexes como la tirada modificada, en línea recta hacia el hex objetivo, donde se detienen. Allí se quedan hasta que intercepten a otro apilamiento o hagan su propio movimiento en su siguiente fase de movimiento naval. Los mismos interceptores no pueden volver a intentarlo contra el mismo apilamiento ese turno, pero otros apilamientos enemigos sí.',
      'Ejemplo: un apilamiento peruano sale del Callao (el Manco Cápac y dos transportes) rumbo al área III por las áreas X, XI, VIII, VII y VI, y pasa a dos hexes de buques de guerra chilenos en el 2415. Chile saca un 3; el −1 de la Covadonga lo deja en 2, que no supera 2: fracasa. Aun así, los chilenos avanzan dos hexes, hasta el 2514, y los peruanos siguen su camino.',
    ],
  },
  '7.6': {
    title: 'Fin del movimiento naval: bloqueo, desembarco anfibio, desembarco en puerto, raid',
    body: [
      'Allí donde se detiene un apilamiento termina su movimiento del turno; lo que puede hacer entonces depende del hex.',
      'Bloqueo. Los buques de guerra situados en el hex de un puerto enemigo lo bloquean: los buques enemigos que entran o salen de ese puerto quedan interceptados automáticamente, sin tirada y sea cual sea su velocidad. El cajetín de Chile no puede bloquearse. Un apilamiento puede intentar forzar el bloqueo: su dueño tira un dado y ese número de buques pasa, a salvo de esos bloqueadores durante el resto del turno de jugador; el que bloquea elige cuáles de los demás quedan atrapados, y puede dejarlos ir. La regla busca que forzar un bloqueo sea cosa de uno o dos buques, no de una flota entera.',
      'Desembarco anfibio. Un transporte que termina su movimiento en un hex costero puede bajar allí sus tropas o columnas, incluso donde hay unidades terrestres enemigas. Si las hay (una columna sola no cuenta), la unidad desembarcada se queda en el hex y debe atacarlas en la siguiente fase de combate terrestre; el defensor tira un dado extra en ese combate. Si todos los defensores son eliminados o se retiran, el hex pasa al bando que desembarcó. Las unidades desembarcadas no pueden atacar en otro lugar ese turno y pueden ser atacadas con normalidad en el siguiente turno de jugador enemigo. Una columna desembarcada con ellas queda capturada si al terminar esa fase de combate terrestre solo quedan allí unidades terrestres enemigas. El transporte permanece en el hex el resto del turno de juego.',
      'Desembarco en puerto. En un puerto amigo un transporte puede descargar si su dueño quiere; lo que baja a tierra puede mover y atacar con normalidad ese mismo turno.',
      'Raid. Los buques de guerra en un hex costero sin buques de guerra enemigos pueden bombardear al enemigo que haya allí —una unidad terrestre, una columna logística o un fuerte—, eligiendo cada buque un objetivo. Si hay un fuerte, él es el objetivo hasta que caiga. Ni los buques en puerto ni el propio puerto pueden sufrir raids. Se tiran dos dados y se suma el modificador impreso del objetivo: un total inferior al factor de artillería del buque es un impacto y el objetivo pierde un paso.',
    ],
  },
  '7.7': {
    title: 'Fuertes',
    body: [
      'Un fuerte protege su hex: los atacantes deben apuntarle a él hasta destruirlo, con el procedimiento de raid de 7.6. Un fuerte con factor antibuque responde a cada buque de guerra que lo ataca: dos dados más el modificador de blindaje del buque, y un total inferior al factor antibuque daña al buque (o lo hunde si ya estaba dañado). El fuerte dispara siempre, aunque el raid acabe de destruirlo.',
      'Caído el fuerte, los buques de guerra del hex que aún no hayan hecho su raid pueden atacar a las demás unidades. Un fuerte destruido no se reconstruye ni se repara nunca.',
    ],
  },
  '7.8': {
    title: 'Aprovisionamiento de la flota',
    body: [
      'Los buques pueden quedarse en el mar tanto como su dueño quiera. Lo que cuesta es salir de puerto: cada apilamiento que zarpa de un puerto (o del cajetín de Chile) consume una columna logística que espera en ese mismo lugar. Una columna sirve para un apilamiento que sale junto bajo un mismo NADC; sin columna allí, ningún apilamiento puede salir.',
    ],
  },
  '7.9': {
    title: 'Combate naval',
    body: [
      'Una intercepción con éxito significa batalla inmediata. Ambos bandos alinean sus buques. El bando con más buques puede dejar algunos fuera (normalmente transportes), pero nunca más que el número de buques enemigos; los que quedan fuera no participan.',
      'Después los buques de guerra disparan de uno en uno, alternando los bandos, hasta que cada buque de guerra que siga a flote haya disparado una vez. Empieza el bando que tenga el buque de guerra más rápido, con el buque que prefiera (véase la interpretación sobre el sentido de la velocidad); si ninguno tiene el buque más rápido, empieza el bando interceptado.',
      'Para disparar se elige un objetivo, se tira un dado y se suma el modificador de blindaje del objetivo. Un total inferior al factor de artillería del que dispara es un impacto: el objetivo queda dañado, o hundido si ya lo estaba. El blindaje cuenta en todos los disparos, no solo en el primero. Un buque recién alcanzado puede responder si sigue a flote; uno hundido, no.',
      'Los transportes nunca disparan, pero se les puede disparar; un transporte hundido se lleva su carga al fondo.',
      'Al terminar, los supervivientes vuelven al hex de la intercepción. Todo buque que disparó o recibió disparos se queda en ese hex el resto del turno de juego; los buques interceptados que no hicieron ni lo uno ni lo otro pueden seguir navegando y ser interceptados de nuevo.',
    ],
  },
  '7.10': {
    title: 'Impactos críticos',
    body: [
      'Un dado de disparo que muestra un 1 natural hunde al objetivo sin más, sea cual sea su blindaje. Los dos dados de un fuerte que suman un 2 natural (dos unos) hunden sin más al buque atacante. Los fuertes nunca sufren impactos críticos.',
    ],
  },
  // 8.0 Operaciones terrestres
  '8.1': {
    title: 'Apilamiento',
    body: [
      'En un hex caben como máximo seis unidades terrestres, sea cual sea su tamaño o fuerza; siete si hay un fuerte. Las columnas logísticas no cuentan nunca y pueden compartir hex en cualquier número.',
      'El límite solo se comprueba en la fase administrativa, no durante el movimiento: un hex que siga excedido entonces debe aligerarse al momento, y su dueño elimina las unidades necesarias para cumplirlo.',
    ],
    printings: {
      note: 'La edición española limita cada hex a cinco unidades terrestres (y no menciona aquí la bonificación del fuerte). La opción de reglas del límite de apilamiento la elige; esta edición mantiene la unidad extra del fuerte con ambas lecturas.',
      option: 'stacking',
    },
  },
  '8.2': {
    title: 'Movimiento terrestre',
    body: [
      'En la fase de movimiento terrestre pueden moverse todas, algunas o ninguna de tus unidades terrestres, salvo las construidas o reconstruidas en este turno. Las unidades que empiezan en el mismo hex pueden moverse juntas por un mismo camino. Un apilamiento en marcha no puede recoger unidades por el camino, pero sí dejar algunas atrás; la unidad que se deja atrás ha terminado de moverse ese turno.',
      'Las unidades van de hex terrestre en hex terrestre y nunca entran en un hex con unidades o columnas logísticas enemigas.',
      'Ninguna unidad tiene factor de movimiento impreso. Para cada movimiento se tiran dos dados y se toma el mayor: esos son los puntos de movimiento (PM) que puede gastar la unidad o el apilamiento. La caballería suma 1 a la tirada, pero solo si todo lo que se mueve con ella es también caballería.',
    ],
    printings: {
      note: 'La bonificación de la caballería solo figura en el texto inglés; el español no la menciona. La opción de reglas de la bonificación de movimiento de la caballería puede desactivarla.',
      option: 'cavalryMovementBonus',
    },
  },
  '8.3': {
    title: 'Desgaste por movimiento',
    body: [
      'Si los dos dados de movimiento salen dobles, el movimiento cuesta un paso una vez terminado (aunque no se hayan gastado todos los PM): una unidad queda desgastada, o eliminada si ya lo estaba. Solo sufre una unidad, aunque se mueva un apilamiento.',
      'Una unidad o apilamiento que termina su movimiento en un hex con fuerte nunca sufre desgaste.',
    ],
  },
  '8.4': {
    title: 'Marchas forzadas',
    body: [
      'Una unidad puede moverse en una fase tantas veces como quiera su dueño: tirar, mover, volver a tirar, volver a mover. El freno son los dobles, que salen más o menos una vez de cada seis.',
      'Tras unos dobles la unidad, o todo el apilamiento, se detiene ese turno, aunque solo una unidad pierda el paso. Si el apilamiento dejó unidades atrás durante el movimiento, su dueño puede asignar la pérdida a cualquiera de ellas, también a las que se quedaron.',
      'Un apilamiento puede dividirse: se tira por algunas de sus unidades, se mueven, y luego se tira aparte por otras. Cada tirada vale para las unidades por las que se hizo y no sirve a las demás.',
    ],
    printings: {
      note: 'La edición española aplica el desgaste solo después de dejar atrás las unidades, a las que siguen moviéndose. La opción de reglas del desgaste tras dejar unidades atrás elige esa lectura.',
      option: 'attritionAfterDropOffs',
    },
  },
  '8.5': {
    title: 'Movimiento de columnas logísticas',
    body: [
      'Las columnas se mueven exactamente como las unidades terrestres, pero ellas mismas nunca sufren desgaste. Un apilamiento que sufre desgaste puede sacrificar una columna que vaya con él en lugar del paso de una unidad; el apilamiento se detiene igualmente.',
      'Las columnas embarcan y desembarcan como unidades terrestres, cuentan a bordo como una unidad completa y se hunden con el transporte si este se va a pique.',
    ],
  },
  '8.6': {
    title: 'Costes de movimiento',
    body: [
      'Entrar en un hex cuesta puntos de movimiento según su terreno; una unidad sin PM suficientes no puede entrar hasta que otra tirada le dé bastantes. Costes: escarpado 2, montaña 4, desierto 3, salar 2, ferrocarril 1. Cruzar un lado de hex de río añade 2 al coste del hex en que se entra. Los hexes de mar y los lados de hex infranqueables están cerrados al movimiento terrestre.',
      'El ferrocarril se impone a todo: pasar de un hex con ferrocarril a otro unido a él por la vía cuesta 1 PM, sea cual sea el terreno o el río. Una ciudad no cambia el coste de su hex; solo cuenta el resto del terreno del hex.',
      'Al cajetín de Chile se llega desde el mapa, o se sale de él hacia el mapa, por 1 PM, siempre a través del hex 3130 o del 3231.',
      'El agua dibujada en el hex 3515 es un río, no terreno infranqueable.',
    ],
  },
  '8.7': {
    title: 'Combate terrestre',
    body: [
      'En tu fase de combate terrestre tus unidades pueden atacar hexes ocupados por el enemigo que estén junto a ellas. El combate nunca es obligatorio, y puede atacarse con solo una parte de un apilamiento. No hay límite de combates, pero cada unidad ataca como mucho una vez por fase; un defensor combate cada vez que lo atacan.',
      'Varias unidades pueden atacar el mismo hex si cada una es adyacente a él. Solo defienden las unidades del hex atacado.',
      'Las columnas logísticas ni atacan ni defienden. Un hex con solo columnas enemigas cae sin combate (se eliminan o se capturan, 8.12), y las columnas de un apilamiento defensor nunca pueden elegirse como bajas.',
    ],
  },
  '8.8': {
    title: 'Iniciativa',
    body: [
      'Cada combate empieza con una tirada de iniciativa: cada bando tira un dado y gana el total más alto; el empate es para el defensor.',
      'Las unidades con un «+N» impreso lo suman a la tirada de su bando siempre que combaten, y un defensor lo suma cada vez que lo atacan. Si hay varias, sus bonificaciones se suman.',
      'El ganador saca una ficha de ventaja en combate (8.9).',
    ],
  },
  '8.9': {
    title: 'Resolución del combate terrestre',
    body: [
      'Cada bando tira un dado por cada unidad que participa, esté desgastada o no; cada resultado modificado de 6 o más causa un impacto. Un ataque sale de un solo hex: unidades de dos hexes no pueden sumarse en un ataque, cada hex combate por su cuenta. Cada unidad tira una vez por combate, pase lo que pase; si nadie impacta, el combate termina. Todos los modificadores se acumulan.',
      'Artillería: +1 a cada dado de un bando por cada una de sus unidades de artillería en el hex.',
      'Ventaja en combate: quien ganó la iniciativa saca una ficha al azar y la aplica solo a este combate; después vuelve al recipiente. Comandante heroico (Abaroa o Bolognesi): una unidad recibe +2. Reductos: una unidad defensora tira dos dados; no sirve al atacante. Carga de caballería: una unidad de caballería atacante tira dos dados; no sirve al defensor. Sorpresa táctica: el ataque gana un dado más; no sirve al defensor. Sin cuartel: una unidad tira tres dados. Metralla: una unidad de artillería tira tres dados. Sin efecto: no pasa nada. Una ficha que no puede aplicarse se pierde sin más; no se saca otra. El número de dados no tiene tope.',
      'Terreno (solo el defensor, sumado a cada uno de sus dados): escarpado +1, montaña +2, desierto y salar 0, una ciudad cuenta como el resto del terreno de su hex, +1 si el ataque cruza un lado de hex de río (salvo que lo anule el ferrocarril), +3 en un hex con fuerte.',
      'Abastecimiento: antes de tirar ningún dado, primero el atacante y luego el defensor pueden gastar cada uno una columna de su propio hex para ganar un dado extra; nunca más de una por combate.',
    ],
  },
  '8.10': {
    title: 'Retirada',
    body: [
      'Si un bando causa impactos y el otro ninguno, el que no causó ninguno debe dejar su hex al momento por uno adyacente sin unidades enemigas y que no sea terreno prohibido. Puede evitar la retirada desgastando una de sus unidades en ese hex (o eliminando una ya desgastada).',
      'Una unidad sin adónde ir pierde un paso en su lugar; un apilamiento atrapado pierde un paso en cada una de sus unidades.',
    ],
  },
  '8.11': {
    title: 'Avance tras el combate',
    body: [
      'Cuando un ataque deja vacío el hex enemigo —defensores eliminados o retirados—, las unidades atacantes que participaron pueden entrar en él, hasta el límite de apilamiento. Avanzar es voluntario y debe decidirse en el acto, antes de hacer ninguna otra cosa.',
      'Las unidades que avanzan entran solo en ese hex, sin más movimiento, y el avance pone fin al combate.',
    ],
  },
  '8.12': {
    title: 'Captura de columnas logísticas',
    body: [
      'Una columna logística sin ninguna unidad terrestre amiga a su lado queda capturada cuando una unidad terrestre enemiga entra en su hex, moviendo o avanzando tras un combate. Las columnas no tienen valor de combate y no pueden impedirlo.',
      'Ejemplo de combate (resumido): cuatro unidades aliadas desgastadas con una columna atacan a un regimiento chileno completo (+2) en terreno escarpado al otro lado de un río. Iniciativa: los aliados sacan 6 y Chile 5 + 2 = 7, así que gana Chile; como defensor habría ganado también un empate. Los aliados gastan su columna para un quinto dado. Chile saca Comandante heroico, de modo que su único dado recibe +1 por el escarpado, +1 por el río y +2: +4 en total.',
      'Los aliados sacan 1, 3, 4 y 6: un impacto. Chile saca un 3, que pasa a 7 y cuenta como 6 (lo que excede de 6 se pierde): un impacto. Las pérdidas se aplican a la vez —se elimina un batallón aliado y el regimiento chileno queda desgastado— y, como ambos bandos impactaron, nadie se retira.',
    ],
  },
  // 9.0 Refuerzos
  '9.0': {
    title: 'Refuerzos',
    body: [
      'Las unidades con un número R quedan disponibles en ese turno de juego, nunca antes. No son gratuitas: cada una debe reclutarse con una columna logística (6.4) a partir de ese turno, y después se comporta como cualquier otra unidad, también cuando está desgastada o eliminada.',
      'Chile — turno 2: regimientos de infantería Esmeralda, Atacama, Valdivia, Chacabuco y Lautaro, el regimiento de caballería Carabineros de Yungay, una unidad de artillería y un batallón genérico de infantería. Turno 3: los regimientos Chillán y Coquimbo. Turno 5: los regimientos Colchagua y Aconcagua, con un batallón genérico de infantería y otro de caballería. Turno 6: un batallón genérico de caballería y dos batallones de artillería. Turno 7: los regimientos Rengo, Curicó y Talca y dos batallones genéricos de infantería. Turno 9: los regimientos Valparaíso y Linares y dos batallones genéricos de infantería. Turno 10: los regimientos Rancagua y Maule, tres batallones genéricos de infantería y uno de caballería. Turno 12: el regimiento Concepción.',
      'Perú — turno 2: el fuerte de Iquique (construido en Iquique) y un regimiento genérico de infantería. Turno 3: dos batallones genéricos de infantería. Turno 4: el fuerte de Arica (en Arica) y dos batallones genéricos de infantería. Turno 5: el regimiento Tarapacá, un batallón genérico de infantería, otro de caballería y un regimiento de artillería. Turno 6: los regimientos Guardia y Tacna y un batallón genérico de infantería, otro de caballería y otro de artillería. Turno 8: dos batallones genéricos de infantería y uno de caballería. Turnos 9 a 12: batallones genéricos de infantería: dos, seis, tres y dos.',
      'La lista inglesa de Chile tiene además dos líneas sueltas: completar un «regimiento Arica» en el turno 4 y una «máquina infernal» en el turno 9. Las interpretaciones de abajo explican cómo se leen.',
    ],
    printings: {
      note: 'El calendario español es distinto: la artillería chilena del turno 2 se llama 2.º de Artillería; el Perú recibe un regimiento Iquique en el turno 2 y un regimiento Arica en el turno 4 en lugar de los dos fuertes; faltan la línea de Arica, la máquina infernal y el regimiento Concepción. No hay opción de reglas: manda la lista inglesa, con los nombres españoles donde ayudan.',
    },
  },
  // 10.0 Reglas opcionales
  '10.1': {
    title: 'Captura de buques',
    body: [
      'Opcional (opción de reglas «captura de buques»). Justo después de un combate naval, un bando puede intentar apresar buques enemigos si tiene al menos un buque de guerra intacto en el hex y todos los buques de guerra enemigos allí están dañados.',
      'En cada intento se asigna un buque de guerra intacto a un buque enemigo, y el enemigo tira un dado: 1, el buque captor queda dañado; 2–3, el buque escapa; 4–5, su tripulación lo hunde (se retira); 6, queda capturado y pasa a ser del captor, que además puede hundirlo entonces o más tarde.',
      'Las tropas o columnas a bordo de un transporte capturado quedan eliminadas, nunca capturadas.',
    ],
  },
  '10.2': {
    title: 'Máquinas infernales',
    body: [
      'Opcional (opción de reglas «máquinas infernales»). Contra la escuadra chilena se usaron lanchas explosivas, minas e incluso un submarino primitivo. Desde el turno de juego 9, en la fase de combate naval, el jugador peruano puede atacar a un buque de guerra chileno situado en el hex de un puerto peruano o controlado por el Perú, por ejemplo uno que lo bloquea.',
      'Gasta una columna logística que esté en ese puerto y tira un dado: 1–4, sin efecto; 5, el buque queda dañado; 6, se hunde.',
      'En toda la partida cabe un solo intento por cada puerto donde haya un buque de guerra chileno, y los transportes nunca pueden ser objetivo.',
    ],
  },
};

/** Las decisiones de docs/rules-notes.md, traducidas (mismas claves que placement.ts). */
const NOTES: Record<NoteKey, NoteText> = {
  '1.0-a': {
    question: 'Numeración de hexes y trama',
    decision: 'Los números de hex son XXYY (columna, fila); los hexes tienen el lado superior plano, y las columnas pares están medio hex más abajo.',
  },
  '4.1-a': {
    question: '¿Cuándo se determina la victoria del turno de juego, si cada turno de jugador tiene una fase VII?',
    decision: 'Los PV se cuentan (y en los turnos 5, 9 y 12 se juzgan) al comienzo de la fase VII del turno de jugador aliado, que cierra el turno de juego; en la fase VII chilena no hay nada que hacer.',
  },
  '4.1-b': {
    question: '¿Se puede terminar una fase con una decisión pendiente?',
    decision: 'No: primero hay que responder a la decisión pendiente (si se intenta, la explicación del juego cita la pregunta de esa decisión y su caso).',
  },
  '5.4-a': {
    question: '13 PV al final del turno 12 no cae ni en «menos de 13: victoria aliada» ni en «14–17: empate».',
    decision: 'De 13 a 17 PV es empate.',
  },
  '5.2-a': {
    question: 'Muerte súbita «si el jugador chileno no ha conseguido al menos 2 PV»',
    decision: 'Con menos de 2 PV en la comprobación del turno 5 o del turno 9, la partida termina con victoria aliada por muerte súbita.',
  },
  'gen-a': {
    question: '¿Quién ve el estado del generador de dados?',
    decision: 'Nadie: el juego lo oculta (junto con cualquier dado fijado de antemano) a ambos jugadores y a los observadores.',
  },
  '3.0-a': {
    question: 'El control de hexes aparece en el título de 3.0, pero nunca se define.',
    decision: 'Controla un hex el bando que lo ocupa o el último que entró en él; los hexes en los que nunca entró nadie no están controlados.',
  },
  '3.1-a': {
    question: '¿Dónde encaja el despliegue en la secuencia de juego?',
    decision: 'Una fase de despliegue antes del turno 1: despliega el aliado y después Chile; entonces se asignan los NADC del turno 1 (4.2). Luego el turno 1 empieza con la fase administrativa chilena.',
  },
  '4.1-c': {
    question: '¿Cuándo se tira por las columnas logísticas recibidas?',
    decision: 'Cuando el jugador activo termina su fase administrativa, después de sus órdenes secretas de NADC (2d6, el dado mayor): las columnas de Chile van al cajetín Chile y la fase termina; el jugador aliado coloca las suyas una a una, y la última colocada termina la fase. La opción de reglas «Columnas logísticas tiradas al empezar la Fase Administrativa, antes de los NADC» de la pantalla de partida nueva mantiene el orden de esta edición hasta el 29-11-2026; las partidas y archivos anteriores se leen con ella activada.',
  },
  '4.1-d': {
    question: '¿Qué columnas aliadas son bolivianas y cuántas?',
    decision: 'Una columna colocada en Oruro o La Paz es boliviana; una en Lima o el Callao, peruana. Puede haber cualquier número de bolivianas; mientras Bolivia siga en guerra al menos una debe serlo, así que si no se ha colocado ninguna, la última tiene que ir a Oruro o La Paz.',
  },
  '4.1-e': {
    question: '¿Y si Chile captura una ciudad de depósito (Lima, el Callao, Oruro, La Paz)?',
    decision: 'No recibe columnas nuevas. Si no queda ninguna ciudad de depósito, las columnas aliadas de esa entrega se pierden. Cuando Bolivia se retira (5.6) ninguna columna es boliviana.',
  },
  '6.1-a': {
    question: '¿Dónde debe estar la columna para reconstruir, reclutar, reconstruir un transporte o reparar?',
    decision: 'En cualquier lugar donde el bando tenga una, en el mapa o en el cajetín de Chile (no a bordo). Solo la reposición (6.2) exige la columna en el hex de la unidad o junto a él. Un coste de varias columnas (transporte 3, reparación N) se paga desde un solo lugar.',
  },
  '6.3-a': {
    question: '¿Qué es una «ciudad peruana» o una «ciudad boliviana» para colocar unidades nuevas?',
    decision: 'Toda población del mapa cuya nación en 1879 era el Perú (Bolivia) y que Chile no haya capturado (no controle). Una unidad nueva por ciudad y turno, contando las creadas ese turno.',
  },
  '6.3-b': {
    question: '¿Y si no hay ninguna ciudad libre?',
    decision: 'La unidad pasa a la casilla del turno de juego siguiente y se coloca al empezar la próxima fase de gasto de columnas de su bando (una decisión pendiente), o vuelve a esperar. Una unidad colocada así tampoco puede mover ese turno.',
  },
  '6.3-e': {
    question: '¿Puede una unidad reclutada o reconstruida este turno reponerse en la misma fase?',
    decision: 'No: solo desde un turno de juego posterior. La opción de reglas «Una unidad reclutada o reconstruida puede reponerse en la misma fase» de la pantalla de partida nueva conserva la lectura de esta edición hasta el 29-11-2026; las partidas y archivos hechos antes se leen con ella activada.',
  },
  '6.3-c': {
    question: '¿Dónde se coloca un transporte peruano reconstruido?',
    decision: 'En cualquier puerto peruano no capturado por Chile.',
  },
  '6.5-a': {
    question: '¿Qué pasa con un buque reparado con demora?',
    decision: 'Va a la casilla del marcador de turnos N turnos más adelante y vuelve reparado a su astillero (el Callao / el cajetín de Chile) al empezar ese turno de juego; si para entonces Chile tiene el Callao, se pierde.',
  },
  '8.1-a': {
    question: '¿De quién son los apilamientos que se comprueban, y cuándo?',
    decision: 'Los del propio jugador activo, al empezar su fase administrativa, antes de colocar las columnas; él elige qué unidades elimina. La bonificación del fuerte (+1) vale con ambas opciones de apilamiento.',
  },
  '9.0-a': {
    question: '¿Cuándo llegan los refuerzos?',
    decision: 'Al empezar su turno R (fase administrativa chilena) pasan del marcador de turnos a la reserva de reclutas; aún hay que reclutarlos (6.4).',
  },
  '9.0-b': {
    question: '¿Fuerte de Iquique (R2) o de Arica (R4) si Chile ya tiene la ciudad?',
    decision: 'No llega a construirse (destruido).',
  },
  '5.5-a': {
    question: 'Ningún buque de guerra hundido en ningún bando: ¿0 ≥ 2×0?',
    decision: 'Sin bonificación: ese turno debe haberse hundido al menos un buque de guerra aliado. Los PV extra se acumulan (uno por cada turno que cumpla).',
  },
  '5.6-a': {
    question: '«Al menos 7 PV al final de esa partida».',
    decision: 'Se lee «turno de juego»: se comprueba al final de cada turno de juego, con los PV extra navales incluidos, antes de comprobar la victoria.',
  },
  '5.6-b': {
    question: '«Capturadas (y ocupadas simultáneamente)».',
    decision: 'Hay unidades terrestres chilenas a la vez en Oruro y en La Paz al final del turno de juego.',
  },
  '5.6-c': {
    question: '¿Qué sale del juego cuando Bolivia se retira?',
    decision: 'Todas las unidades terrestres bolivianas (estén donde estén) y todas las columnas bolivianas, para siempre; desde entonces ninguna columna es boliviana y decae la obligación de 4.1 de colocar una columna boliviana.',
  },
  '5.6-d': {
    question: '¿Sale del juego el fuerte de Bolivia (La Paz) cuando Bolivia se retira?',
    decision: 'Sí: se retira con las unidades y no vuelve, de modo que quien esté después en La Paz no tiene el +3 del fuerte (8.9), ni la inmunidad al desgaste (8.3), ni la séptima plaza de apilamiento (8.1). La opción de reglas «El fuerte de Bolivia (La Paz) se queda en el mapa cuando Bolivia abandona la guerra» lo mantiene en pie, como jugaba esta edición antes de noviembre de 2026 (las partidas guardadas antes se leen con ella).',
  },
  '2.1-a': {
    question: 'Las reglas dicen 50 km por hex, pero los hexes de referencia quedan a unos 80 km por fila. ¿Qué escala vale?',
    decision: 'Mandan los hexes de referencia: un ajuste latitud/longitud por mínimos cuadrados sobre las seis ciudades de referencia (0,61° de longitud por columna, 0,77° de latitud por fila); esas ciudades quedan fijadas en los hexes que dan las reglas.',
  },
  '8.6-a': {
    question: 'La tabla no tiene terreno despejado: ¿qué son los valles de regadío y el altiplano?',
    decision: 'Los valles son desierto, con su río dibujado como lados de hex de río; el altiplano y la puna son escarpados. El terreno despejado del primer mapa (1 PM, sin modificador defensivo) queda solo con la opción de reglas «Terreno abierto» de la pantalla de partida nueva, desactivada por defecto.',
  },
  '8.6-b': {
    question: '¿Qué terreno son las tierras bajas amazónicas y los Yungas, al este de los Andes?',
    decision: 'Escarpado (2 PM, +1).',
  },
  '8.6-c': {
    question: '¿Qué es el agua del hex 3515?',
    decision: 'El 3515 es tierra (escarpada en el mapa de la tabla, despejada con la opción «Terreno abierto»); el Desaguadero le da lados de hex de río (3415–3515, 3515–3516, 3515–3615); ningún lado infranqueable toca el 3515.',
  },
  '8.6-d': {
    question: '¿Qué lados de hex son infranqueables?',
    decision: 'Los lados entre dos hexes de tierra cuya línea central pasa sobre agua de lago: 3314–3413 (Titicaca) y 3616–3716, 3616–3717 (Poopó/Uru Uru). En los hexes de lago (3212, 3313) no se puede entrar.',
  },
  '8.6-e': {
    question: '¿Qué ferrocarriles existen?',
    decision: 'Solo las líneas en servicio en 1879 (según las fuentes históricas), dibujadas como enlaces de hex a hex; el Central acaba en Chicla, antes de Jauja; ninguno en el altiplano.',
  },
  '8.6-f': {
    question: '¿Qué ferrocarril de Pisagua existía en 1879?',
    decision: 'Pisagua–Zapiga–Dolores, todo dentro del hex de Pisagua: ningún lado de hex de ferrocarril ni enlace con el hex 3218 de Iquique. La opción «Terreno abierto» conserva la línea del primer mapa hasta el 3218.',
  },
  '2.4-a': {
    question: '¿Es Lima un puerto?',
    decision: 'Sí: su hex de las reglas, el 2008, toca el mar.',
  },
  '2.4-b': {
    question: '¿Qué poblaciones son puertos?',
    decision: 'Se deduce del mapa, nunca se anota a mano: una población en un hex de tierra junto a un hex de mar. Las ciudades portuarias se situaron en hexes costeros.',
  },
  '3.2-a': {
    question: '¿Qué fuertes existen?',
    decision: 'El Callao (despliegue), Iquique (llega en R2), Arica (llega en R4) y La Paz (3.3).',
  },
  '5.1-a': {
    question: '¿Cuántos PV valen los objetivos, aparte de Arica?',
    decision: 'Lima 7, el Callao 3, Arica 2, Iquique 2, Arequipa 2, La Paz 2, Tacna 1, Pisco 1, Mollendo 1, Trujillo 1, Oruro 1; todo lo demás 0 (23 en el mapa). Calama y Pisagua, 1 cada una hasta que el mapa se redibujó con los terrenos de la tabla, valen 0; el mapa tal como se dibujó primero (la opción «Terreno abierto») les conserva su 1.',
  },
  '5.1-b': {
    question: '¿Es Antofagasta un objetivo de PV?',
    decision: 'No (0 PV).',
  },
  '5.1-c': {
    question: '¿Dan PV las ciudades chilenas?',
    decision: 'No; los aliados no suman PV (5.0 solo cuenta PV chilenos).',
  },
  '2.2-a': {
    question: '¿Cómo se reparten las 13 áreas navales?',
    decision: 'Diez áreas costeras (a 3 hexes de tierra como máximo) cortadas a lo largo de la costa entre puertos, de norte a sur XIII, XII, X, XI, VIII, VII, VI, III, II, I; tres áreas de alta mar, IX, V y IV, cortadas por filas.',
  },
  '2.4-c': {
    question: '¿Dónde está el cajetín de Chile?',
    decision: 'Fuera del borde sur; enlace terrestre con 3130 y 3231 (1 PM, 8.6) y enlace marítimo con el área naval I (2.4).',
  },
  '6.4-a': {
    question: '¿En qué ciudades pueden reclutar el Perú y Bolivia?',
    decision: 'En todas las poblaciones del mapa de esa nación (26 peruanas, 12 bolivianas).',
  },
  '2.3-a': {
    question: 'La fe de erratas reimprime I–VI con VII–XIII: seis marcadores, trece números. ¿Cuántos NADC hay?',
    decision: 'Uno por área naval y bando, I–XIII (26 en total); el juego aliado sirve a la armada peruana.',
  },
  '2.6-a': {
    question: 'Los pasos no figuran en el texto.',
    decision: 'Regimiento, 2 pasos; batallón, 1.',
  },
  '2.6-b': {
    question: 'Los valores de iniciativa «+» no figuran en el texto (solo «un regimiento chileno completo +2», 8.12).',
    decision: 'Lado completo = S + Q (S 1 si es regimiento; Q 1 si es tropa regular o armada con retrocargas modernas); lado desgastado = completo − 1, mínimo 0; una unidad de un solo paso lleva en su único lado el valor completo. Con 0 no se imprime «+».',
  },
  '7.6-a': {
    question: 'Los modificadores contra raids de las unidades terrestres no figuran en el texto.',
    decision: 'B + M: +1 si es batallón, +1 si es caballería o artillería (de 0 a +2).',
  },
  '7.4-a': {
    question: 'Sentido del modificador de velocidad: 7.4 suma el modificador más bajo de los interceptores (Atahualpa −2), y 7.9 dice que el modificador más bajo es el del buque más rápido.',
    decision: 'Más alto = más rápido. 7.4 se mantiene; en 7.9 dispara primero el bando con el modificador de velocidad más alto (empate: empieza el bando interceptado, como dice el texto).',
  },
  '7.5-a': {
    question: 'El ejemplo español de 7.5 reduce un 3 a 1 con «Manco Capac (3) y los dos transportes (−2)».',
    decision: 'No se usa para calibrar.',
  },
  '7.9-a': {
    question: 'Los valores de artillería, blindaje y velocidad de los buques no figuran en el texto.',
    decision: 'Fórmulas del proyecto a partir de nudos, blindaje de cintura y cañones (H&G §5); un monitor pierde un escalón de velocidad; la artillería suma un punto por cada cañón de 9 pulgadas de calibre o más, hasta 2, así que la Independencia (un solo cañón de caza de 9 pulgadas) tiene 5, por debajo del 6 de los blindados chilenos.',
  },
  '7.9-b': {
    question: 'Los transportes armados (Loa, Chalaco, Limeña) llevaban cañones.',
    decision: 'Son transportes: artillería 0, no pueden disparar, pueden llevar tropas.',
  },
  '3.2-b': {
    question: '¿Qué buques son «todas las unidades navales»?',
    decision: 'Todos los buques de guerra y transportes que H&G §5 cita al estallar la guerra (Chile 8 + 12, Perú 6 + 4). Ni el Angamos (incorporado en octubre de 1879), ni el Huáscar o la Pilcomayo capturados, ni torpederas, embarcaciones menores o pontones.',
  },
  '3.2-c': {
    question: '3.2 despliega «todos los fuertes salvo Iquique» en sus puertos, pero 9.0 trae el fuerte de Arica en el turno 4.',
    decision: 'El Callao se despliega; Iquique llega en el turno 2 y Arica en el 4, cada uno en su propio hex.',
  },
  '3.3-a': {
    question: 'El fuerte de La Paz está tierra adentro: ¿factor antibuque y modificador contra raids?',
    decision: 'Ninguno (antibuque 0, raid 0): nunca sufre raids; aun así da la séptima plaza de apilamiento de 8.1, la inmunidad al desgaste de 8.3 y el +3 de 8.9.',
  },
  '7.7-a': {
    question: 'Los valores de los fuertes no figuran en el texto.',
    decision: 'Antibuque 5 + ⌈cañones hacia el mar ÷ 8⌉; modificador contra raids ⌈cañones hacia el mar ÷ 10⌉ (el Callao 9/+3, Arica 7/+2, Iquique 6/+1).',
  },
  '9.0-c': {
    question: '¿Hay que reclutar los fuertes como las unidades?',
    decision: 'No: un fuerte de 9.0 se coloca en su propio hex en su turno (si ese hex sigue siendo aliado).',
  },
  'gen-b': {
    question: 'Iquique no tiene número de hex en las reglas.',
    decision: 'El hex 3218: el hex de la ciudad de Iquique en el mapa, así que el fuerte de Iquique está en la ciudad, en tierra (no en el hex de mar 3118).',
  },
  '3.3-b': {
    question: '«Todas las unidades bolivianas» no se enumeran.',
    decision: 'Nueve fichas: Colorados, Amarillos, Illimani, Murillo, Aroma (batallones), Sucre (regimiento), Húsares de Bolivia (regimiento de caballería), Legión Boliviana (batallón de caballería), Santa Cruz (regimiento de artillería).',
  },
  '3.3-c': {
    question: '¿Tiene Bolivia reserva de reclutas?',
    decision: 'Sí (decisión del proyecto): los batallones Vanguardia y Libres del Sur.',
  },
  '3.5-a': {
    question: 'El 3.5 español añade «1.er regimiento de artillería (reducido)».',
    decision: 'Figura entre las fichas y el despliegue de esta edición, pero solo entra en juego con la opción de reglas «Chile despliega el 1.er regimiento de artillería, reducido (ES)» (desactivada por defecto).',
  },
  '3.5-b': {
    question: 'Esmeralda está en la reserva de reclutas de 3.5 y en la lista del turno 2 de 9.0.',
    decision: 'Una sola ficha: empieza en la reserva de reclutas y lleva impreso R2, así que puede reclutarse desde el turno 2.',
  },
  '9.0-d': {
    question: 'EN «1 x artillery» frente a ES «2º de artillería».',
    decision: 'Una sola ficha: el regimiento «2.º de Artillería», R2.',
  },
  '9.0-e': {
    question: 'EN «completar el regimiento Arica»: no existe un regimiento chileno Arica; el texto español no trae nada.',
    decision: 'Ninguna ficha chilena y ningún efecto.',
  },
  '9.0-f': {
    question: 'El texto inglés incluye «máquina infernal» entre los refuerzos chilenos.',
    decision: 'No es una ficha: marca la capacidad peruana de 10.2 desde el turno 9.',
  },
  '9.0-g': {
    question: 'Solo en inglés: «regimiento de infantería Conception».',
    decision: 'Una opción de reglas de la pantalla de partida nueva, «Refuerzos chilenos del turno 12»: EN (por defecto) el regimiento Concepción, R12; ES ningún refuerzo.',
  },
  '9.0-h': {
    question: 'EN fuerte de Iquique + «1 regimiento genérico de infantería» frente a ES «regimiento de infantería Iquique».',
    decision: 'Una opción de reglas de la pantalla de partida nueva, «Refuerzos peruanos del turno 2»: EN (por defecto) el fuerte de Iquique y el regimiento, con el nombre «Iquique»; ES solo el regimiento Iquique, sin fuerte de Iquique en la partida.',
  },
  '9.0-i': {
    question: 'EN fuerte de Arica frente a ES «regimiento de infantería Arica».',
    decision: 'Una opción de reglas de la pantalla de partida nueva, «Refuerzos peruanos del turno 4»: EN (por defecto) el fuerte de Arica; ES un regimiento de infantería Arica (R4, valores por las fórmulas peruanas de guerra) en lugar del fuerte; en ambos casos con los 2 batallones genéricos que dan los dos textos.',
  },
  '9.0-j': {
    question: '«1 regimiento de artillería» (ES: genérico); «Guards» (ES «Guardia»).',
    decision: 'Regimiento genérico de artillería 2; regimiento «Guards».',
  },
  '8.9-a': {
    question: 'No se da la composición de las fichas de ventaja en combate.',
    decision: '13 fichas: dos de cada efecto (Comandante heroico: Abaroa, Bolognesi) y una de Sin cuartel.',
  },
  '8.9-b': {
    question: 'Comandante heroico solo nombra a héroes aliados; ¿puede sacarlo Chile?',
    decision: 'Sí: un solo recipiente común, y la aplica quien la saca (como Chile en el ejemplo de 8.12).',
  },
  '2.4-d': {
    question: '¿Qué es «un hex costero donde hay un puerto enemigo» en este mapa, donde los puertos son hexes de tierra?',
    decision: 'El propio hex de tierra de la población portuaria. Los buques en puerto están allí, y los buques de guerra enemigos que terminan allí su movimiento lo bloquean. En general, los buques pueden terminar una ruta en cualquier hex costero de tierra (uno que toca el mar), entrando desde un hex de mar contiguo; ahí ocurren bloqueos, desembarcos, raids y 10.2. Un hex costero siempre termina una ruta; los buques nunca navegan a través de tierra.',
  },
  '2.4-e': {
    question: '¿Por dónde se une el cajetín de Chile al mapa?',
    decision: 'Los buques salen de él hacia los hexes de mar del área I en el borde sur del mapa (fila 31: 2731, 2831, 2931), y un apilamiento chileno puede entrar en él desde ellos. Un apilamiento que regresa o navega hacia el área I también puede entrar en el cajetín desde cualquier hex de mar del área I.',
  },
  '2.4-f': {
    question: '¿Qué puertos son amigos?',
    decision: 'Un puerto cuyo hex controla el bando; un puerto en el que nunca entró nadie pertenece al bando de su nación en 1879.',
  },
  '4.1-f': {
    question: 'Buques sin NADC',
    decision: 'Los que están en un puerto amigo (o en el cajetín) se quedan. Los que están en el mar o en un hex costero no amigo forman un apilamiento de regreso que debe navegar hasta un puerto amigo (termina en cuanto llega a uno). Un apilamiento chileno de regreso está en el cajetín en cuanto entra en el área I, sin poder ser interceptado (excepción de 7.2). Un apilamiento de regreso que no puede alcanzar ningún puerto amigo se elimina al empezar la fase; esa eliminación no cuenta como hundimiento para 5.5.',
  },
  '4.1-g': {
    question: 'La opción de reglas «Los buques sin NADC vuelven a cualquier puerto amigo (EN) o al cajetín de su nación (ES)» puesta en la lectura española (ES): ¿qué pasa con los Aliados, que no tienen cajetín?',
    decision: 'Solo afecta a los buques chilenos: deben dirigirse al cajetín (área I). Los buques aliados siguen volviendo a cualquier puerto amigo.',
  },
  '7.2-a': {
    question: '¿Cómo se indica una ruta?',
    decision: 'El jugador nombra cualquier hex al que pueda llegar el apilamiento; el juego toma una ruta marítima más corta (los empates se resuelven siempre igual) y mueve el apilamiento por ella hex a hex, deteniéndose en cada decisión de bloqueo e intercepción. Una ruta por hexes elegidos (por ejemplo, pegada a la costa) se da como una serie de esos movimientos (puntos de paso; un hex vecino es un movimiento de un hex). El juego ofrece todos los hexes alcanzables, primero el más cercano.',
  },
  '7.2-b': {
    question: 'Secreto',
    decision: 'El juego oculta las áreas de los NADC del otro bando y las de sus apilamientos hasta que un apilamiento empieza a moverse; desde entonces su NADC está boca arriba para los dos jugadores (su área es pública) durante el resto del turno de juego — también en el turno del otro bando, cuando los apilamientos de ese bando ya han sustituido al suyo en el estado (así, como Chile mueve primero, sus órdenes del turno están boca arriba para los Aliados durante todo su turno; un buque que no formó apilamiento — hundido, reconstruido este turno o capturado — sigue boca abajo) —, mientras su ruta pendiente sigue oculta; los hexes ya navegados se ven. El registro de la partida nunca nombra un destino.',
  },
  '7.2-c': {
    question: 'Una vez en su área de destino',
    decision: 'Un apilamiento con NADC no puede salir de esa área (desde el principio, si ya está en ella). Solo puede detenerse en el mar de esa área (o terminar en un hex costero contiguo a ella), o donde un combate naval dejó libres a sus buques (7.9, más abajo). Un apilamiento que ya está en su área puede quedarse sin moverse; también uno que empieza la fase en un hex costero contiguo a su área (una flota que bloquea un puerto de esa área: desde el 29-11-2026; antes tenía que salir y volver a entrar, un hex más en el que ser interceptada, para el mismo fin).',
  },
  '7.2-d': {
    question: 'Orden de los movimientos',
    decision: 'Navega un apilamiento cada vez y termina (acaba su movimiento) antes de que empiece otro; la fase solo termina cuando todos los apilamientos se han movido o se han detenido donde se permite.',
  },
  '7.2-e': {
    question: 'Apilamientos que no pueden moverse',
    decision: 'Un apilamiento cuyo puerto no tiene columna logística (7.8) o que no tiene destino alcanzable se queda (su movimiento termina y el registro lo anota como varado); su orden caduca.',
  },
  '7.1-a': {
    question: '¿Cuándo puede embarcar un transporte?',
    decision: 'En la fase de movimiento naval, mientras su apilamiento no haya empezado a navegar (o si no tiene órdenes), en un puerto amigo o en el cajetín, desde ese mismo lugar. Una columna logística cuenta dos pasos. Las unidades de un asalto anfibio no pueden embarcar. Un transporte retenido por un combate naval (7.9) ya ha navegado: no embarca nada, aunque ya no forme parte de ningún apilamiento.',
  },
  '7.3-a': {
    question: '¿Qué buques de guerra enemigos pueden interceptar?',
    decision: 'Los del bando que no mueve, en cualquier hex (de mar, o costero/de puerto: los buques en puerto cuentan como presentes en todas las áreas que toca ese hex) de un área naval del hex en el que se acaba de entrar; no los ya gastados contra este apilamiento ni los que lo dejaron pasar. Los buques del cajetín nunca interceptan. La pregunta llega cuando el apilamiento entra por primera vez al alcance de buques aún no consultados (ver más abajo las notas sobre dejar pasar un apilamiento).',
  },
  '7.3-b': {
    question: 'Declarar varios hexes',
    decision: 'Paso a paso: el jugador añade los hexes de uno en uno y luego tira (indicando qué transportes van), o renuncia a interceptar. Van todos los buques de guerra no gastados de cada hex elegido; los transportes de esos hexes solo si se eligen.',
  },
  '7.3-c': {
    question: 'Éxito automático',
    decision: 'Solo si todos los hexes elegidos son el hex en el que se entró (distancia 0); si no, se tira contra la distancia mayor. El modificador es la velocidad más baja de todos los buques que van (incluidos los transportes cuando van).',
  },
  '7.4-b': {
    question: 'Sentido del modificador de velocidad',
    decision: 'Más alto es más rápido (Unión +2, Atahualpa −2): 7.4 suma el modificador más bajo de los interceptores, y en 7.9 dispara primero el bando con el modificador más alto.',
  },
  '7.5-b': {
    question: '¿Adónde van los interceptores que fallan?',
    decision: 'Tantos hexes como la tirada modificada por un camino marítimo más corto hacia el hex de la intercepción (eligiendo cada hex el más cercano al objetivo en línea recta), quizá hasta entrar en él; ninguno con un resultado de 0 o menos. Allí se quedan.',
  },
  '7.5-c': {
    question: '¿Qué interceptores no pueden volver a intentarlo contra el mismo apilamiento?',
    decision: 'Todos los buques de un intento (fallido o con éxito) y todos los buques de guerra bloqueadores cuyo bloqueo ya se resolvió quedan gastados contra ese apilamiento el resto de la fase. Renunciar no gasta nada.',
  },
  '7.6-b': {
    question: 'Bloqueo: forzarlo o no',
    decision: 'Cuando un apilamiento sale o entra en un puerto de su propio bando ocupado por buques de guerra enemigos, su dueño elige primero si fuerza el bloqueo. Si no lo fuerza, los bloqueadores pueden interceptarlo automáticamente (una intercepción desde su propio hex). Si lo fuerza, pasan 1d6 buques; el bloqueador elige exactamente los sobrantes como atrapados o los deja ir a todos; los atrapados combaten con los buques de guerra bloqueadores. En ambos casos los bloqueadores quedan gastados contra ese apilamiento. Tras un bloqueo a la entrada, otros buques de guerra enemigos del área aún pueden interceptar con normalidad.',
  },
  '7.6-c': {
    question: 'Desembarco anfibio o desembarco en puerto',
    decision: 'Descargar una pieza cuando no navega ningún apilamiento: en un puerto amigo (o en el cajetín) es un desembarco en puerto (también puede descargar un transporte que no se movió); en cualquier otro hex costero es un desembarco anfibio, permitido solo donde el apilamiento del transporte terminó su movimiento en esta fase. «No ocupado… aunque esté ocupado por una unidad terrestre enemiga» se lee «cualquier hex costero». Un transporte que un combate naval retuvo en el hex costero al que había navegado su apilamiento (disparó o recibió disparos) también terminó allí su movimiento, y puede desembarcar allí su carga.',
  },
  '7.6-d': {
    question: 'Desembarco sobre unidades terrestres enemigas',
    decision: 'La unidad terrestre desembarcada se suma a un asalto anfibio anotado para ese hex y ese bando; la fase de combate terrestre (operaciones terrestres) lo resuelve, con el dado extra del defensor. Un desembarco en un hex sin unidades terrestres enemigas da el control. Las columnas desembarcadas nunca inician un asalto; la captura de una columna enemiga sola queda para 8.12. El transporte que desembarca se queda el resto del turno de juego.',
  },
  '7.6-e': {
    question: 'Raids',
    decision: 'En la fase de combate naval del jugador activo, cada buque de guerra en un hex costero sin buques de guerra enemigos (en puerto o no) puede hacer un raid: contra el fuerte enemigo en pie hasta destruirlo; si no, contra una unidad terrestre o una columna enemiga. 2d6 + el modificador impreso contra raids (columna 0) < artillería: la unidad terrestre pierde un paso, la columna se elimina, el fuerte queda destruido para siempre. Tras cada raid contra él, el fuerte responde con 2d6 + blindaje < antibuque, aunque el raid lo haya destruido; un 2 natural (1+1) hunde al atacante.',
  },
  '7.8-a': {
    question: 'Aprovisionamiento',
    decision: 'Se gasta una columna logística que esté en el puerto (no a bordo) cuando un apilamiento sale de un puerto amigo o del cajetín: una por apilamiento; los buques que salen de un hex costero no amigo (un bloqueo, un desembarco) no necesitan ninguna.',
  },
  '7.9-c': {
    question: 'Dejar buques fuera',
    decision: 'El bando con más buques puede dejar fuera tantos buques como su sobrante, pero nunca más de los que tiene el enemigo, una acción por buque, y después empieza el combate naval (el motor empieza el cañoneo al dejar fuera el último buque permitido). En la mesa el jugador elige y deselecciona los buques primero y los envía todos al abrir fuego (`ui/naval/SetAsidePrompt.tsx`), así que ninguna elección es definitiva antes del combate. Los buques que quedan fuera no combaten y pueden seguir navegando.',
  },
  '7.9-d': {
    question: 'Orden de disparo',
    decision: 'Disparos sueltos alternados; un bando sin buques de guerra por disparar (o sin objetivo) deja seguir al otro; cada disparo es una decisión pendiente (buque × objetivo). Todo buque de guerra presente debe disparar una vez.',
  },
  '7.9-e': {
    question: '«Permanecer en ese hex durante el resto de ese turno de juego»',
    decision: 'Al pie de la letra: los buques que dispararon o recibieron disparos quedan retenidos hasta que termina el turno de juego; un buque aliado que combatió en el turno de jugador chileno no se mueve en el turno de jugador aliado de ese turno de juego. Los buques retenidos aún pueden interceptar y hacer raids. Tras una batalla, el apilamiento en movimiento vuelve a trazar su ruta desde el hex de la batalla.',
  },
  '7.9-g': {
    question: '¿Pueden los buques que una batalla dejó libres (ni dispararon ni recibieron disparos) detenerse en el hex de la batalla cuando está fuera del área de su NADC?',
    decision: 'Sí: pueden terminar allí su movimiento o seguir navegando. Antes, el juego solo dejaba detenerse a un apilamiento en el área de su NADC (7.2), de modo que un convoy cuyas escoltas quedaban retenidas por una batalla en el camino tenía que seguir solo. Un apilamiento que vuelve a puerto (4.1 III, sin NADC) sigue sin poder detenerse en el mar. El juego sabe que allí se combatió este turno de juego por lo que deja la batalla (uno de los interceptores del apilamiento retenido en su hex o, si se hundieron, un buque de guerra de su propio bando retenido allí), así que las partidas guardadas no cambian; si se hundieron todos los buques de ambos bandos que dispararon o recibieron disparos, no queda nada que lo muestre y los supervivientes siguen navegando.',
  },
  '5.5-b': {
    question: '¿Qué cuenta como buque de guerra hundido?',
    decision: 'Hundido por disparos, impactos críticos, fuertes, máquinas infernales, o barrenado por su tripulación (10.1). No cuentan: los transportes ni los buques eliminados por falta de puerto (4.1 III).',
  },
  '10.1-a': {
    question: 'Captura',
    decision: 'Solo con la opción «Regla opcional: captura de buques». Tras una batalla, el bando con un buque de guerra intacto presente frente a solo buques de guerra enemigos dañados (o ninguno) puede asignar cada buque de guerra intacto a un buque enemigo presente (cada uno una vez); el enemigo tira en la tabla de captura de buques. Un buque capturado cambia de manos (su carga se elimina) y se conserva (no se ofrece la opción de hundirlo más tarde).',
  },
  '10.2-a': {
    question: 'Máquinas infernales',
    decision: 'Solo con la opción «Regla opcional: máquinas infernales». Desde el turno de juego 9, en la fase de combate naval aliada, contra un buque de guerra chileno (nunca un transporte) en un hex de puerto peruano no capturado por Chile, o en poder de los Aliados; se gasta una columna aliada que esté en ese puerto; se tira en la tabla de máquinas infernales; un intento por puerto y partida. «Dañado» sobre un buque de guerra ya dañado lo hunde.',
  },
  '6.3-d': {
    question: 'Transportes reconstruidos',
    decision: 'Un buque reconstruido en el turno actual no se une a ningún apilamiento.',
  },
  '8.2-a': {
    question: '¿Cómo indica un jugador qué unidades de un hex se mueven juntas?',
    decision: 'El jugador elige el hex del que parte el movimiento, y el juego muestra todas las piezas de allí que pueden moverse; el jugador deja fuera las que quiera (al menos una debe quedar dentro) y luego tira exactamente por esas. Las piezas no elegidas pueden tirar por separado más tarde.',
  },
  '8.2-b': {
    question: '¿Qué pasa con los PM de una tirada cuando el jugador vuelve a tirar (8.4)?',
    decision: 'Cada tirada sustituye lo que quedara de la anterior.',
  },
  '8.2-reroll': {
    question: '¿Puede un apilamiento volver a tirar donde está, sin haber entrado en ningún hex desde su última tirada?',
    decision: 'Sí. Cada tirada puede ir seguida de otra, se haya movido o no; cada una arriesga dobles (8.3: desgaste, salvo si el movimiento acaba en un hex de fuerte, y el movimiento se detiene).',
  },
  '8.2-c': {
    question: '¿Cuándo deja un apilamiento de poder moverse en esta fase?',
    decision: 'Cuando el jugador termina su movimiento, cuando se deja atrás una pieza y después de unos dobles. Esas piezas quedan marcadas como movidas hasta que acaba la fase.',
  },
  '8.2-d': {
    question: '¿Conserva el +1 un apilamiento de caballería con una columna logística?',
    decision: 'No: el +1 solo se aplica si todas las piezas que se mueven son unidades de caballería (opción de reglas «Caballería: +1 a la tirada de movimiento (EN)», activada por defecto).',
  },
  '8.2-e': {
    question: '8.2 prohíbe entrar en un hex con una columna logística enemiga; 8.12 deja que una unidad terrestre la capture entrando.',
    decision: 'Un apilamiento con una unidad terrestre puede entrar en un hex que solo tenga columnas enemigas, y las captura; un apilamiento de solo columnas no puede. Los hexes con unidades terrestres enemigas están siempre cerrados. El movimiento continúa tras una captura.',
  },
  '8.2-ships': {
    question: '2.3 llama «unidades» también a las piezas navales: ¿cierran los buques enemigos en un hex costero (en puerto, bloqueando, tras un desembarco) ese hex a las unidades terrestres?',
    decision: 'No. Las unidades terrestres pueden entrar en un hex costero donde solo haya buques enemigos; los buques se quedan, y las unidades terrestres de ningún bando combaten contra ellos. Un apilamiento de buques en un hex que su bando ya no controla sale de él como de un hex costero no amigo (7.8: no hace falta columna logística).',
  },
  '8.12-a': {
    question: '¿Qué le ocurre a una columna logística «capturada»?',
    decision: 'Pasa a ser del captor (de la nación de la unidad que la captura), se queda en el hex y no puede volver a moverse en esa fase.',
  },
  '8.3-a': {
    question: '¿Qué unidades pueden sufrir el paso de desgaste (opción de reglas «El desgaste puede recaer en las unidades dejadas atrás (EN) o solo tras dejarlas (ES)»)?',
    decision: 'EN: cualquier pieza que se movió con la tirada de dobles, incluidas las que se dejaron atrás después; ES: solo las piezas que siguen moviéndose cuando termina el movimiento. Las piezas que terminan en un hex con un fuerte en pie son inmunes. Si solo hay una candidata se aplica en el acto; si no, elige el dueño.',
  },
  '8.5-a': {
    question: '¿Qué columna logística puede absorber el desgaste? ¿Sufre alguno un apilamiento de solo columnas?',
    decision: 'Una columna que se movió en el apilamiento (las mismas candidatas que las unidades); sale del juego. Un apilamiento de solo columnas no sufre ninguno, pero se detiene igualmente.',
  },
  '8.6-g': {
    question: 'Enlace terrestre del cajetín de Chile frente a «las unidades chilenas solo llegan al mapa desde el cajetín en transporte»',
    decision: 'Opción de reglas «Movimiento terrestre hacia y desde el cajetín Chile por 3130/3231», activada por defecto (8.6: 1 PM entre el cajetín y 3130/3231, en ambos sentidos). Desactivada: no hay movimiento terrestre hacia o desde el cajetín. Solo Chile usa el cajetín; nunca sirve para retirarse.',
  },
  '8.6-h': {
    question: 'Ferrocarril y ríos',
    decision: 'Entrar en un hex a través de un lado de hex con ferrocarril cuesta 1 PM sea cual sea el terreno o el río; si no, terreno + 2 por un lado de río. No se puede entrar a través de lados infranqueables, ni en mar ni en lago. El agua del 3515 se cartografía como lados de hex de río.',
  },
  '8.7-a': {
    question: 'Atacar un hex que solo tiene columnas logísticas enemigas',
    decision: 'Sin dados. El atacante puede avanzar (8.11): entonces las columnas quedan capturadas; si nadie avanza, se eliminan.',
  },
  '8.7-b': {
    question: '¿Qué hexes pueden atacarse?',
    decision: 'Los hexes de tierra adyacentes con unidades terrestres o columnas enemigas, no a través de un lado infranqueable; también el propio hex del atacante si lo comparten unidades terrestres enemigas (un desembarco de 7.6 que dejó a ambos allí).',
  },
  '8.7-c': {
    question: '¿Pueden unidades de varios hexes adyacentes a un mismo hex enemigo atacarlo juntas, en un solo ataque?',
    decision: 'No. Un ataque se declara desde un solo hex: el atacante elige qué unidades de ese hex atacan. Las unidades de otro hex adyacente al mismo objetivo lo atacan en un combate propio, en la misma fase (el objetivo se defiende cada vez).',
  },
  '6.1-b': {
    question: '«Modificar una tirada de iniciativa» con una columna logística',
    decision: 'Antes de tirar ningún dado, cada bando (primero el atacante) puede gastar una columna de su hex para +1 a su tirada de iniciativa, y otra para el dado extra de 8.9 (dos columnas para ambas cosas).',
  },
  '8.8-a': {
    question: '¿Son opcionales los modificadores «+» («podrá sumar»)?',
    decision: 'Se suman siempre: solo pueden ayudar. Cuenta el lado visible de la ficha (una unidad de un paso solo tiene su valor de desgastada).',
  },
  '8.9-c': {
    question: 'Comandante heroico: «una unidad +2» frente al ejemplo de 8.12, «cada una de sus tiradas»',
    decision: '+2 al dado de una unidad. En el ejemplo Chile tiene una sola unidad, así que ambas lecturas dan +4.',
  },
  '8.9-d': {
    question: '¿Qué unidad recibe el dado extra de una ficha?',
    decision: 'Todos los dados de un bando tienen los mismos modificadores, así que la unidad solo importa para cumplir la condición (caballería, artillería); el registro nombra a la primera unidad que la cumple. Las fichas que no pueden aplicarse se ignoran y no se vuelve a sacar.',
  },
  '8.9-e': {
    question: 'Artillería «apilada en el mismo hex que las unidades atacantes o defensoras»',
    decision: '+1 por cada unidad de artillería del bando en el hex, ataque o no.',
  },
  '8.9-f': {
    question: 'Un dado modificado por encima de 6',
    decision: 'Cuenta como 6; todo 6 o más modificado es un impacto (el resultado que se muestra de la tirada se limita a 6).',
  },
  '8.9-g': {
    question: 'Fuerte +3',
    decision: 'Siempre que haya un fuerte en pie en el hex del defensor, sea quien sea el que defiende.',
  },
  '8.12-b': {
    question: 'Cinco dados aliados pero solo cuatro valores (1, 3, 4, 6)',
    decision: 'El dado de la columna logística se toma como un 2, con lo que se mantiene el único impacto del ejemplo.',
  },
  '8.12-c': {
    question: 'Un hex escarpado al otro lado de un río respecto de los atacantes',
    decision: '3215 (escarpado) defendido desde 3115 (Tacna), con lado de río 3115–3215 sin ferrocarril: el mapa real tiene esa pareja.',
  },
  '8.9-h': {
    question: 'Pérdidas',
    decision: 'Los impactos son pasos; el dueño elige las unidades (un paso por respuesta; una unidad puede recibir varios). Con una sola unidad, o con impactos para todas, se aplican en el acto. Los atacantes solo pierden entre las unidades que atacaron; las columnas nunca reciben impactos. Responde primero el atacante; el orden no cambia el resultado (simultáneo).',
  },
  '8.10-a': {
    question: '¿Quién se retira, y adónde?',
    decision: 'El bando que no causó ningún impacto y sí los recibió, sea atacante o defensor. Sus unidades de combate supervivientes (los atacantes que combatieron; todos los defensores) van como un solo apilamiento a un hex de tierra adyacente sin unidades terrestres enemigas (no a través de un lado infranqueable; un hex con solo columnas enemigas las captura). Las columnas logísticas se quedan. O bien el dueño desgasta una unidad para quedarse. Si no hay ningún hex abierto, cada unidad pierde un paso (sin elección).',
  },
  '8.11-a': {
    question: 'Avance',
    decision: 'Los supervivientes que participaron, de uno en uno, mientras lo permita el límite de apilamiento del hex; el control pasa (3.0) y las columnas que haya allí quedan capturadas (8.12). No tras un desembarco de 7.6 (los desembarcados ya están allí: el hex es suyo cuando desaparecen sus defensores).',
  },
  '7.6-f': {
    question: 'Asaltos anfibios',
    decision: 'Cada asalto anfibio pendiente del bando activo se combate (las unidades desembarcadas que siguen en el hex; el defensor, +1 dado); la fase no puede terminar hasta que se resuelvan; las unidades desembarcadas no pueden moverse ni atacar en otro lugar. Un asalto cuyo enemigo ya no está se ignora y se descarta al final de la fase. Las columnas que al final de una fase de combate terrestre quedan solas con unidades terrestres enemigas son capturadas (nota de 7.6).',
  },
  '8.2-odds': {
    question: 'Probabilidades de un movimiento terrestre: ¿qué tiradas cuentan?',
    decision: 'Solo una tirada (el mayor de 2d6, +1 para la caballería cuando corresponde); un hex se alcanza cuando esta tirada cubre su ruta más barata; el desgaste es P(dobles) = 1/6, 0 para columnas logísticas solas, y un movimiento que termina en un hex con fuerte queda inmune. No se incluyen las tiradas posteriores de marcha forzada.',
  },
  '8.9-odds': {
    question: 'Probabilidades de un ataque terrestre con una ficha que nombra una unidad (Comandante heroico, Sin cuartel, Metralla, Carga de caballería, Reductos).',
    decision: 'Promediadas sobre las 13 fichas de la taza; todos los dados de un bando tienen los mismos modificadores, así que la unidad nombrada no cambia las probabilidades. Las columnas logísticas cuentan solo si el jugador decide gastarlas.',
  },
  '7.4-odds': {
    question: 'Probabilidades de una intercepción.',
    decision: 'P(d6 + el modificador de velocidad más bajo de los interceptores > distancia), 1 a distancia 0; con la opción ES, la velocidad del objetivo.',
  },
  'gen-bots': {
    question: '¿Qué puede ver un bot?',
    decision: 'Solo lo que el juego muestra a su propio bando: nunca el generador de dados ni las áreas NADC y las rutas planeadas del rival. Está comprobado: cambiar las órdenes ocultas del rival no cambia lo que decide el bot.',
  },
  'gen-undo': {
    question: '¿Qué cuenta como «la última tirada de dados o revelación de información oculta» para deshacer?',
    decision: 'La última acción puede deshacerla el jugador que la tomó si no supuso ninguna tirada ni ninguna ficha robada y el bando que debe actuar (y por tanto el jugador ante la pantalla) no ha cambiado.',
  },
  'gen-dice': {
    question: '¿De dónde salen los dados de una partida jugada en la aplicación?',
    decision: 'De un generador criptográfico de números aleatorios (ChaCha20) cuya clave es un secreto de dados de 128 bits, que la aplicación saca al azar, junto con la semilla. Una partida empezada solo con una semilla, sin secreto, conserva el generador anterior, que depende solo de la semilla (xoroshiro128+), como en las pruebas del proyecto, en la línea de comandos y con la casilla de los probadores en la pantalla de partida nueva.',
  },
  'gen-seed': {
    question: '¿Quién ve la semilla?',
    decision: 'Nadie mientras se juega la partida (el juego la oculta); todos, una vez terminada; los archivos de partida guardan la semilla y el secreto, de modo que la partida se repite hasta el último dado.',
  },
  'gen-branch-dice': {
    question: '¿Qué dados tira una rama de una partida en curso («Seguir jugando desde aquí» en una repetición)?',
    decision: 'Los de un secreto de dados nuevo desde el punto de la rama: se conserva la cuenta de dados tirados, pero la secuencia es nueva.',
  },
  'gen-branch-which': {
    question: '¿Qué ramas reciben un secreto de dados nuevo?',
    decision: 'Solo las ramas de una partida en curso (aún sin resultado y no abierta desde un archivo; una partida reanudada está en curso). Una rama de una partida terminada o de un archivo abierto conserva sus dados.',
  },
  'gen-branch-history': {
    question: '¿Conserva una rama de una partida en curso el historial anterior al punto de la rama?',
    decision: 'No: empieza en el paso de la rama como una posición, con el secreto nuevo; el historial se queda en la partida en curso.',
  },
  'gen-bot-screen': {
    question: '¿Qué muestra la pantalla durante el turno de un bot?',
    decision: 'El tablero del jugador humano, sin la lista de las acciones del bot, sin resaltados en el mapa, sin respuestas a «¿por qué no?» y sin las probabilidades de la decisión del bot; un clic solo abre un apilamiento.',
  },
  'gen-recover': {
    question: '¿Puede «Volver al último paso correcto» (tras un fallo del programa) retroceder más allá de una tirada?',
    decision: 'Sí.',
  },
  'gen-resume-id': {
    question: '¿Con qué identificador se guarda una partida reanudada?',
    decision: 'Con el suyo propio: un solo registro por partida durante toda su vida.',
  },
  'gen-tabs': {
    question: '¿Una misma partida abierta en dos pestañas?',
    decision: 'Cada partida queda bloqueada en una sola pestaña: a la segunda pestaña se le avisa de que la partida está abierta en otro lugar, y no la guarda; puede abrir una copia (con un identificador nuevo) o quedarse con ella (la primera pestaña deja de guardar y lo indica; al quedarse con ella se recarga el último guardado).',
  },
  'gen-legacy': {
    question: '¿Partidas guardadas de la primera edición (en el almacenamiento más antiguo y sencillo del navegador)?',
    decision: 'Se trasladan una sola vez a la base de datos del navegador; un registro que no se puede leer se aparta con el nombre legacy-N y se avisa de él, pero nunca se borra; los dos jugadores se toman por humanos.',
  },
  'gen-file-players': {
    question: '¿De dónde salen la configuración y los jugadores de un archivo abierto?',
    decision: 'Los jugadores, de la lista de jugadores que guarda el archivo (si no la tiene: dos humanos; un bot desconocido: un humano, con un aviso); el bando guionizado de una lección se escribe como humano. Se permite deshacer; la fuerza y la velocidad de los bots quedan como estén ajustadas.',
  },
  '5.1-d': {
    question: '¿Cuándo puede el registro de PV de una posición incluir el turno en curso?',
    decision: 'Solo a partir de la fase de determinación de la victoria del jugador aliado, o una vez terminada la partida.',
  },
  '6.5-b': {
    question: '¿Hasta dónde llega el marcador de turnos en una posición?',
    decision: 'Turnos 1–18.',
  },
  '7.2-f': {
    question: '¿Cuántos apilamientos pueden estar navegando en una posición?',
    decision: 'Uno, y solo en la fase de movimiento naval; las decisiones navales y el combate naval, solo sobre apilamientos formados en esa misma fase.',
  },
  '8.9-i': {
    question: '¿Dos decisiones de pérdidas a la vez en una posición?',
    decision: 'Solo una por bando: la del defensor, debajo de la del atacante.',
  },
  'gen-file-limits': {
    question: '¿Límites de un archivo de partida?',
    decision: '8.000.000 de caracteres y 20.000 pasos.',
  },
  'gen-file-v1': {
    question: '¿Un archivo de partida de la versión 1, cuyos códigos de control (hashes) se calcularon sobre las preguntas y los motivos del juego en inglés?',
    decision: 'Se convierte al abrirlo: se vuelve a jugar cada acción, que debe seguir siendo legal; sus hashes antiguos no se comprueban, y la repetición avisa de que se recalcularon. Las posiciones guardadas con el texto de las preguntas se cargan sin ese texto.',
  },
  '7.9-f': {
    question: 'El «hasta N buques» de la pregunta de apartar buques: ¿de dónde sale N?',
    decision: 'Del propio límite del combate naval (el exceso, nunca más de los buques que tiene el enemigo); la pregunta no guarda ninguna copia aparte del número.',
  },
  '7.3-once': {
    question: '¿Se ofrece la intercepción en cada hex en el que se entra, o una vez?',
    decision: 'Se pregunta cuando un apilamiento en movimiento entra por primera vez al alcance de buques aún no consultados. Tres respuestas: interceptar (declarar los hexes, ver las probabilidades, tirar); dejarlo pasar (esos buques quedan anotados en el apilamiento y no se les vuelve a preguntar por él en esta fase); no en este hex (se pregunta otra vez en el hex siguiente).',
  },
  '7.3-pass': {
    question: '¿Dejar pasar un apilamiento gasta los buques?',
    decision: 'No. Pueden interceptar otros apilamientos, y a los buques que entran de nuevo en alcance se les sigue preguntando.',
  },
  '7.6-pass': {
    question: 'Los bloqueadores que dejan pasar un apilamiento: ¿se les vuelve a preguntar en su camino?',
    decision: 'No como intercepción de 7.3 de ese apilamiento; un bloqueo posterior que encuentre sigue aplicándose.',
  },
  '7.4-shown': {
    question: '¿Qué probabilidades muestra la pregunta de intercepción?',
    decision: 'El número de caras en que dado + modificador supera la distancia mayor, entre 6, con el mismo modificador de la tirada y su caso; cada fallo de 7.5 navega dado + modificador hexes (ninguno si eso es 0 o menos).',
  },
  '7.3-risk': {
    question: '¿Qué riesgo de intercepción muestra un viaje previsto?',
    decision: 'Para cada hex con buques de guerra enemigos que el jugador ve, la probabilidad en el hex de la ruta donde está más cerca, entre los hexes de un área naval que comparten; opción EN: el menor modificador de velocidad de esos buques; opción ES: el mayor modificador de velocidad de los buques que mueven. Los transportes no cuentan.',
  },
  '7.2-cost': {
    question: '¿Qué es el «coste» de un viaje en pantalla?',
    decision: 'El número de hexes en los que se entra, y la columna logística gastada al salir de puerto (7.8).',
  },
  '4.1-stack': {
    question: '¿Un clic en un área naval da la orden a todo un apilamiento?',
    decision: 'Sí: cada buque del lugar elegido que pueda recibir un NADC lo recibe; un segundo clic en el apilamiento lo abre para dar la orden a un solo buque.',
  },
  '4.1-chits': {
    question: '¿Hasta cuándo se dibujan en el mapa las fichas NADC de este turno?',
    decision: 'Hasta que termina la fase de movimiento naval de ese bando en el turno (la de Chile, al empezar el turno del jugador aliado); las fichas recién dadas para el turno siguiente se dibujan de otro modo (con borde discontinuo y su turno). El rival solo las ve boca abajo.',
  },
  '4.1-empty': {
    question: '¿Una fase en la que el bando que actúa no puede hacer otra cosa que terminarla?',
    decision: 'La fase de un jugador humano se termina por él cuando se entró en ella terminando la anterior y no se tiró ningún dado por el camino: la Fase de Combate Naval sin nada que atacar desde el mar, la Fase de Determinación de la Victoria de Chile, una fase de movimiento o de combate sin nada que mover ni atacar. Nunca la Fase de Determinación de la Victoria aliada (dice lo que contó el final del turno de juego), nunca un final que tira dados, nunca en una lección, nunca la última fase del turno de un jugador (su final da la partida al otro bando: el jugador termina su turno él mismo, su última ocasión de deshacer). El aviso nombra las fases pasadas, y un solo Deshacer las devuelve junto con el final que llevó a ellas.',
  },
  '4.2-hist': {
    question: 'Tras elegir «despliegue histórico» en la pantalla de partida nueva, ¿cuándo se colocan las piezas chilenas y cuándo se dan los NADC del turno 1?',
    decision: 'Se aplica el despliegue histórico aliado y los Aliados dan sus NADC del turno 1; al terminar, se aplica el despliegue histórico chileno, el dispositivo cambia de manos y Chile da sus NADC. En una partida manual en que los Aliados pulsan «histórico», Chile despliega como quiera.',
  },
  '8.1-hist': {
    question: 'Con el límite de apilamiento español (5 unidades terrestres, 6 con fuerte), el despliegue histórico deja el Callao y Antofagasta con una unidad de más: ¿pierde cada bando una unidad en su primera Fase Administrativa?',
    decision: 'No: justo después del despliegue histórico los Guías van a Ancón (2006) y los Granaderos al Cajetín Chile, como colocaciones de despliegue en el registro de la partida, citadas a 8.1 en el registro. Con el límite inglés nada se mueve.',
  },
  'gen-roll-before-handover': {
    question: '¿Puede el jugador que tiró ver sus dados antes de que el dispositivo cambie de manos?',
    decision: 'Sí: cuando una acción de una persona tira dados y la otra persona actúa después, quien tiró ve sus dados, cada modificador con su caso y el resultado, y los cierra; después, la pantalla de cambio de jugador.',
  },
  '8.6-area': {
    question: 'Un hex abarca varias franjas de terreno: ¿qué terreno tiene?',
    decision: 'Por superficie (33 puntos de muestra por hex): montaña con un cuarto o más de cordillera (la mitad en un hex costero); desierto salado con un tercio o más de salar; si no, el mayor de desierto y escarpado, el empate para desierto.',
  },
  '8.6-cities': {
    question: '¿El hex de una ciudad toma el terreno del lugar de la ciudad?',
    decision: 'No: decide la superficie del hex, así que Tacna, Moquegua, Ica y Arequipa son hexes de montaña.',
  },
  '8.6-cordillera': {
    question: '¿Puede un ejército llegar al altiplano desde la costa entre Mollendo e Iquique sin cruzar la cordillera?',
    decision: 'No: toda ruta terrestre más barata desde esa costa a Puno, La Paz u Oruro entra en un hex de montaña o sigue un ferrocarril (coste 1 de 8.6), comprobado con los costes de movimiento del juego. El ferrocarril de Ilo acaba en el hex de Moquegua, que linda con Puno: Ilo→Puno cuesta 4 PM, y se mantiene.',
  },
  'gen-later-options': {
    question: '¿Cómo se leen los archivos de partida y las partidas guardadas hechos antes de que existieran estas opciones de reglas: «Terreno abierto», «Refuerzos peruanos del turno 2», «Refuerzos peruanos del turno 4», «Refuerzos chilenos del turno 12», «Columnas logísticas tiradas al empezar la Fase Administrativa» y «Una unidad reclutada o reconstruida puede reponerse en la misma fase»?',
    decision: 'Un registro al que le falta alguna se jugó con su lectura anterior (terreno abierto; las listas inglesas de 9.0; la tirada de columnas logísticas de 4.1 antes de los NADC; 6.3 / 6.4 la reposición de una unidad nueva en la fase en que se hizo): se lee con esa lectura, y sus hashes (los códigos de control del archivo) se comprueban como si esas opciones no existieran. Todo archivo y partida guardada que se escribe ahora las registra.',
  },
  '9.0-gunfire': {
    question: 'La artillería de la Independencia igualaba la de los blindados chilenos (6): ¿era tan fuerte?',
    decision: 'No: la artillería de 7.9 cuenta ahora un punto por cada cañón de 9 pulgadas de calibre o más, hasta 2; su único cañón de 9 pulgadas era uno de caza a proa añadido en febrero de 1879, así que dispara con 5.',
  },
  '7.3-met': {
    question: '¿Cómo combaten dos flotas cuando una entra en el hex de buques de guerra enemigos que no se mueven (Iquique, 21 de mayo de 1879; Angamos, 8 de octubre de 1879)?',
    decision: 'Los buques de guerra que ya están en el hex interceptan en su propio hex, lo que siempre tiene éxito (nota de 7.3).',
  },
  '7.10-independencia': {
    question: 'La Independencia naufragó en Punta Gruesa: ¿cómo se juega su pérdida en la guerra tal como fue?',
    decision: 'Hundida por el impacto crítico de la Covadonga (un 1) en el combate de Iquique, turno 2: un buque de guerra perdido por bando, así que ese turno no hay PV de bonificación de 5.5.',
  },
  '10.1-history': {
    question: 'El Huáscar (Angamos) y la Pilcomayo fueron capturados: ¿cómo en el archivo de la guerra tal como fue?',
    decision: 'Hundidos (eliminados); cada uno da a Chile el PV de bonificación de 5.5 (turnos 4 y 5).',
  },
  '4.1-manco': {
    question: 'El Manco Cápac está en Arica cuando Chile la toma (fue hundido por su tripulación el 7 de junio de 1880): ¿qué es de él?',
    decision: 'Debe dejar el puerto, que ya no es amigo, en la Fase de Movimiento Naval aliada y se dirige a Mollendo; no se hunde, así que no hay bonificación en el turno 8. Sin un puerto amigo al que llegar se retiraría sin contar para 5.5.',
  },
  '3.0-entered': {
    question: 'Iquique (23 de noviembre de 1879) y el Callao (enero de 1881) se ocuparon sin combate: ¿cómo en la guerra tal como fue?',
    decision: 'Chile los controla entrando en el hex vacío; un fuerte solo no impide la entrada, y las columnas logísticas aliadas del Callao se capturan (8.12).',
  },
  '8.10-tarapaca': {
    question: 'Tarapacá (27 de noviembre de 1879) fue una victoria táctica peruana: ¿cómo se juega?',
    decision: 'Como un ataque chileno que recibe un impacto y no causa ninguno; el atacante se repliega (el 2.º de Línea, reducido, es eliminado y reconstruido después en la Casilla de Espera, 6.3).',
  },
  '6.4-garrisons': {
    question: '¿Cómo se levantan las guarniciones de Arica y Lima en la guerra tal como fue?',
    decision: 'Una unidad nueva por ciudad y fase: los batallones Tarapacá (turno 5) e Iquique (turno 6) en Arica; los regimientos Lima (turno 10) y Guardias (turno 11) en Lima.',
  },
  '6.4-shipped': {
    question: '¿Puede una unidad reclutada o reconstruida en este turno embarcar en un transporte y desembarcar en el mismo turno?',
    decision: 'Sí: 8.2 solo le prohíbe el movimiento terrestre; embarcar (7.1) y desembarcar (7.6) son movimiento naval. Ya en tierra, sigue sin poder moverse por tierra ese turno (8.2).',
  },
  '6.4-landed': {
    question: '¿Pueden los Aliados reclutar en una ciudad donde han desembarcado unidades chilenas que aún no la han tomado?',
    decision: 'Sí: esa ciudad no ha sido capturada. El control solo cambia cuando el asalto de los desembarcados no deja defensores (7.6, 3.0); hasta entonces la unidad nueva se suma a la defensa de su ciudad.',
  },
  '7.8-interceptors': {
    question: "¿Pueden interceptar los buques de guerra de un puerto sin columna logística propia, o bloqueado por buques de guerra enemigos?",
    decision: "Los buques de guerra en un puerto de su bando sin columna logística propia no salen de él: solo se les ofrece interceptar a un apilamiento que entra en su propio hex (sin salir, sin gastar nada). Con una columna allí, los buques de guerra que salen del puerto para interceptar gastan una, una por puerto. Un bloqueo no los detiene: las intercepciones nunca se interceptan. La opción de reglas interceptWithoutProvisions mantiene la lectura de esta edición hasta noviembre de 2026 (cualquier puerto, sin gastar nada); los archivos anteriores se leen con ella.",
  },
};

const TEXT: LanguageText = { sections: SECTIONS, cases: CASES, notes: NOTES };

export const RULES_ES: readonly RuleSection[] = buildSections(TEXT);
