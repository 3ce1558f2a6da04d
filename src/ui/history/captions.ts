import type { Language } from '../i18n';

/** One game turn's caption in the war as fought: a headline and what happened in those two months. */
export interface Caption {
  readonly headline: string;
  readonly story: string;
}

/**
 * The authored text of "The war as it was fought" (issue 21), in English and Spanish: what happened in
 * each game turn of 1879–1881 (/work/shared/reference/history-and-geography.md, section 7: the chronology),
 * and the first caption's note for new players. Kept as data here, beside the interface strings of
 * src/ui/i18n/sections/history.*.ts: the twelve turns' paragraphs are prose, not interface words.
 */
export const INTRO: Readonly<Record<Language, string>> = {
  en:
    'This is the war of 1879–1881 as it was fought, played out on this game’s map and by its rules, with the dice set to history’s results. Step through it with the replay bar above the map (◀ ▶ one step at a time, ▶︎ to play), or a whole turn at a time with “Next turn”. Each turn tells what happened in those two months and, below, what it changed in the game: places taken, ships sunk and Chile’s Victory Points (VP), which are checked on turns 5, 9 and 12.',
  es:
    'Esta es la guerra de 1879–1881 tal como se libró, jugada en el mapa y con las reglas de este juego, con los dados fijados a los resultados de la historia. Recórrela con la barra de repetición sobre el mapa (◀ ▶ paso a paso, ▶︎ para reproducir), o un turno entero cada vez con «Turno siguiente». Cada turno cuenta qué pasó en esos dos meses y, debajo, qué cambió en el juego: lugares tomados, buques hundidos y los Puntos de Victoria (PV) de Chile, que se verifican en los turnos 5, 9 y 12.',
};

/** The captions of game turns 1–12, in order (index 0: turn 1). */
export const CAPTIONS: Readonly<Record<Language, readonly Caption[]>> = {
  en: [
    {
      headline: 'The war begins',
      story:
        'Chile has held Antofagasta since February. Bolivia declares war on 1 March, and on 23 March a Chilean column takes Calama. On 5 April Chile declares war on Peru and Bolivia and blockades Iquique; on 12 April the Magallanes fights the Unión and the Pilcomayo off Chipana. Along this desert coast armies move by sea: whoever holds the sea holds the war.',
    },
    {
      headline: 'Iquique and Punta Gruesa',
      story:
        'Williams takes the Chilean squadron north to Callao, leaving the old Esmeralda and Covadonga to blockade Iquique, while a Peruvian convoy carries troops to Arica. On 21 May the Huáscar sinks the Esmeralda off Iquique; Prat dies boarding her. The same day the ironclad Independencia runs aground chasing the Covadonga at Punta Gruesa and is lost.',
    },
    {
      headline: 'The Huáscar’s raids',
      story:
        'Grau’s Huáscar keeps Chile’s army at home. On 10 July she strikes at Iquique by night; on 23 July, with the Unión, she captures the transport Rímac with the Carabineros de Yungay aboard. While she is at sea, Chile dares not send its army north.',
    },
    {
      headline: 'Angamos: the Huáscar is lost',
      story:
        'On 8 October the Cochrane and the Blanco Encalada corner the Huáscar off Punta Angamos. Grau is killed and his ship taken; the Unión escapes. From now on Chile rules the sea, and Peru can no longer reinforce its southern provinces by ship.',
    },
    {
      headline: 'Pisagua, San Francisco and Tarapacá',
      story:
        'On 2 November some 9,500 Chileans land under fire at Pisagua. On 18 November the Blanco Encalada captures the Pilcomayo; on 19 November Chile defeats the allies at San Francisco (Dolores) and soon occupies Iquique. On 27 November the Peruvians win at Tarapacá, but they must give up the province and fall back on Arica. Prado leaves Peru, Piérola takes power, and Daza is overthrown in Bolivia.',
    },
    {
      headline: 'The landing at Ilo',
      story:
        'Campero takes over in Bolivia. From 24 to 26 February 1880 the Chilean army lands at Ilo and Pacocha, north of Tacna and Arica. On 27 February the monitor Manco Cápac fights the Huáscar, now Chilean, off Arica and kills her captain.',
    },
    {
      headline: 'Los Ángeles and the blockade of Callao',
      story:
        'On 8 March Chile raids Mollendo; on 17 March the Unión runs the blockade of Arica. On 22 March Baquedano storms the Peruvian position at Los Ángeles, near Moquegua, and the road south to Tacna lies open. On 10 April the Chilean fleet begins the blockade of Callao.',
    },
    {
      headline: 'Tacna and Arica',
      story:
        'On 26 May Baquedano defeats the allied army at Tacna (Alto de la Alianza), and Bolivia leaves the fighting. On 7 June the Chileans storm the Morro of Arica: Bolognesi is killed and the Manco Cápac is scuttled. Off Callao the Chilean torpedo boat Janequeo is lost.',
    },
    {
      headline: 'Torpedoes off Callao',
      story:
        'Chile holds the south of Peru as far as Tacna and Arica, but Peru will not make peace. On 3 July the transport Loa is sunk off Callao by a torpedo hidden in a boat of provisions.',
    },
    {
      headline: 'Raids on the north coast',
      story:
        'From September Lynch’s expedition raids the north of Peru: Chimbote, Supe, Trujillo, Paita. On 13 September the Covadonga is sunk at Chancay by a disguised torpedo boat. In October the peace talks aboard the USS Lackawanna at Arica fail, and Chile resolves to take Lima.',
    },
    {
      headline: 'The landing at Pisco',
      story:
        'From 18 to 20 November Villagrán’s 1st Division, 8,800 men in 15 transports, lands at Pisco. On 22 December the main army lands at Curayaco and marches to Lurín, a day’s march from the lines of Lima.',
    },
    {
      headline: 'Chorrillos, Miraflores and Lima',
      story:
        'On 13 January 1881 Chile breaks the Peruvian lines at San Juan and Chorrillos, and on 15 January at Miraflores. On 16 January Peru scuttles its last ships at Callao, and on 17 January the Chilean army enters Lima. The game ends here; the war went on in the sierra until the Treaty of Ancón, in October 1883.',
    },
  ],
  es: [
    {
      headline: 'Empieza la guerra',
      story:
        'Chile ocupa Antofagasta desde febrero. Bolivia declara la guerra el 1 de marzo y el 23 de marzo una columna chilena toma Calama. El 5 de abril Chile declara la guerra al Perú y a Bolivia y bloquea Iquique; el 12 de abril la Magallanes combate con la Unión y la Pilcomayo frente a Chipana. En esta costa desierta los ejércitos se mueven por mar: quien domina el mar domina la guerra.',
    },
    {
      headline: 'Iquique y Punta Gruesa',
      story:
        'Williams lleva la escuadra chilena al norte, hacia el Callao, y deja a la vieja Esmeralda y a la Covadonga bloqueando Iquique, mientras un convoy peruano lleva tropas a Arica. El 21 de mayo el Huáscar hunde a la Esmeralda frente a Iquique; Prat muere al abordarlo. Ese mismo día la blindada Independencia encalla persiguiendo a la Covadonga en Punta Gruesa y se pierde.',
    },
    {
      headline: 'Las correrías del Huáscar',
      story:
        'El Huáscar de Grau retiene en casa al ejército de Chile. El 10 de julio ataca Iquique de noche; el 23 de julio, con la Unión, captura el transporte Rímac con los Carabineros de Yungay a bordo. Mientras navega, Chile no se atreve a enviar su ejército al norte.',
    },
    {
      headline: 'Angamos: se pierde el Huáscar',
      story:
        'El 8 de octubre el Cochrane y el Blanco Encalada acorralan al Huáscar frente a Punta Angamos. Grau muere y su buque es capturado; la Unión escapa. Desde entonces Chile domina el mar, y el Perú ya no puede reforzar por barco sus provincias del sur.',
    },
    {
      headline: 'Pisagua, San Francisco y Tarapacá',
      story:
        'El 2 de noviembre unos 9.500 chilenos desembarcan bajo el fuego en Pisagua. El 18 de noviembre el Blanco Encalada captura a la Pilcomayo; el 19 Chile vence a los aliados en San Francisco (Dolores) y pronto ocupa Iquique. El 27 de noviembre los peruanos vencen en Tarapacá, pero deben abandonar la provincia y replegarse sobre Arica. Prado deja el Perú, Piérola toma el poder y Daza es derrocado en Bolivia.',
    },
    {
      headline: 'El desembarco en Ilo',
      story:
        'Campero asume el mando en Bolivia. Del 24 al 26 de febrero de 1880 el ejército chileno desembarca en Ilo y Pacocha, al norte de Tacna y Arica. El 27 de febrero el monitor Manco Cápac combate frente a Arica con el Huáscar, ya chileno, y mata a su comandante.',
    },
    {
      headline: 'Los Ángeles y el bloqueo del Callao',
      story:
        'El 8 de marzo Chile asalta Mollendo; el 17 la Unión burla el bloqueo de Arica. El 22 de marzo Baquedano toma por asalto la posición peruana de Los Ángeles, cerca de Moquegua, y queda abierto el camino al sur, hacia Tacna. El 10 de abril la escuadra chilena inicia el bloqueo del Callao.',
    },
    {
      headline: 'Tacna y Arica',
      story:
        'El 26 de mayo Baquedano derrota al ejército aliado en Tacna (Alto de la Alianza) y Bolivia deja de combatir. El 7 de junio los chilenos asaltan el Morro de Arica: muere Bolognesi y el Manco Cápac es hundido por su tripulación. Frente al Callao se pierde la torpedera chilena Janequeo.',
    },
    {
      headline: 'Torpedos frente al Callao',
      story:
        'Chile domina el sur del Perú hasta Tacna y Arica, pero el Perú no acepta la paz. El 3 de julio el transporte Loa se hunde frente al Callao por un torpedo oculto en un bote de víveres.',
    },
    {
      headline: 'Incursiones en la costa norte',
      story:
        'Desde septiembre la expedición de Lynch asola el norte del Perú: Chimbote, Supe, Trujillo, Paita. El 13 de septiembre la Covadonga se hunde en Chancay por un bote torpedo disfrazado. En octubre fracasan las conversaciones de paz a bordo del USS Lackawanna en Arica, y Chile decide tomar Lima.',
    },
    {
      headline: 'El desembarco en Pisco',
      story:
        'Del 18 al 20 de noviembre la 1.ª División de Villagrán, 8.800 hombres en 15 transportes, desembarca en Pisco. El 22 de diciembre el grueso del ejército desembarca en Curayaco y marcha a Lurín, a un día de las líneas de Lima.',
    },
    {
      headline: 'Chorrillos, Miraflores y Lima',
      story:
        'El 13 de enero de 1881 Chile rompe las líneas peruanas en San Juan y Chorrillos, y el 15 de enero en Miraflores. El 16 de enero el Perú hunde sus últimos buques en el Callao y el 17 el ejército chileno entra en Lima. El juego termina aquí; la guerra siguió en la sierra hasta el Tratado de Ancón, en octubre de 1883.',
    },
  ],
};

/** A turn's caption in a language, or null for a turn the game does not have. */
export function captionOf(turn: number, language: Language): Caption | null {
  return CAPTIONS[language][turn - 1] ?? null;
}
