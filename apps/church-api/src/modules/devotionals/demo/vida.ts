import { demoImage } from '@church/api-modules/church';
import type { DevotionalDemo } from './devotional-demo';

export const VIDA_DEVOTIONALS: DevotionalDemo[] = [
  {
    titulo: 'Nuevas son cada mañana',
    referenciaBiblica: 'Lamentaciones 3:22-23',
    autor: 'Pastor Javier Ruiz',
    imagem: demoImage('devotionals/sunrise-1.svg'),
    texto:
      '<p>Jeremías escribió estas palabras entre las ruinas de Jerusalén. Aun así recordó algo más fuerte que su dolor: <strong>el gran amor del Señor nunca se acaba</strong>.</p><p>Sus misericordias son nuevas cada mañana, justo las que necesitamos para hoy.</p>',
  },
  {
    titulo: 'Lámpara es a mis pies tu palabra',
    referenciaBiblica: 'Salmos 119:105',
    autor: 'Lucía Martín',
    imagem: demoImage('devotionals/lamp-5.svg'),
    texto:
      '<p>Una lámpara antigua alumbraba solo unos pasos del camino. Dios no siempre nos muestra el mapa completo, pero siempre da luz suficiente para obedecer hoy.</p>',
  },
  {
    titulo: 'Venid a mí',
    referenciaBiblica: 'Mateo 11:28-30',
    autor: 'Pastor Javier Ruiz',
    texto:
      '<p>Jesús habla a los cansados, no a los fuertes. Su invitación no es a una nueva lista de exigencias, sino a él mismo.</p><p>Entrégale hoy la carga que llevas.</p>',
  },
];
