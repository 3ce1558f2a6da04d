import type { NavalMessageParams } from '../../../engine/messages/navalMessages';
import { de } from './es';
import { checkTemplates, plural, type MessageTable } from './template';

/** Operaciones navales (7.3–7.9, 10.1): preguntas y motivos. */
export const navalEs = checkTemplates({
  'prompt.interception': '¿Interceptar los buques enemigos que entraron en {{hex}}?',
  'prompt.blockadeInterception': (_p, f) => `Tu bloqueo ${de(f.hex)}: ¿interceptar los buques que hay allí (automático)?`,
  'prompt.runBlockade': 'Buques de guerra enemigos bloquean {{hex}}: ¿forzar el bloqueo?',
  'prompt.catchRunners': (p) =>
    plural(p.count, `${p.count} de los buques que fuerzan el bloqueo es atrapado: elígelo (o déjalos ir).`, `${p.count} de los buques que fuerzan el bloqueo son atrapados: elígelos (o déjalos ir).`),
  'prompt.setAside': 'Superas en número al enemigo: ¿apartar buques antes de la batalla (hasta el exceso, nunca más de los que tiene el enemigo)?',
  'prompt.navalFire': 'Combate naval: elige un buque de guerra que dispare y su blanco.',
  'prompt.shipCapture': 'Todos los buques de guerra enemigos están dañados: ¿intentar capturar buques enemigos?',
  'reason.noPortToReturn': 'ningún puerto amigo al que volver',
  'reason.noProvisions': 'ninguna columna logística en puerto para el aprovisionamiento de la flota',
  'reason.raided': 'raid enemigo',
} as const satisfies MessageTable<keyof NavalMessageParams>);
