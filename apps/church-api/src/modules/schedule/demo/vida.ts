import type { ScheduleDemo } from './schedule-demo';

export const VIDA_SCHEDULE: ScheduleDemo = {
  services: [
    {
      weekday: 7,
      hour: 11,
      minute: 0,
      minutes: 90,
      titulo: 'Culto dominical',
      descricao: 'Alabanza, oración y predicación de la Palabra. Escuela dominical para niños durante el culto.',
      local: 'Vida Lavapiés, Calle de Argumosa, 12',
    },
    {
      weekday: 3,
      hour: 20,
      minute: 0,
      minutes: 60,
      titulo: 'Reunión de oración',
      descricao: 'Oramos juntos por la iglesia, por Madrid y por las peticiones del muro de oración.',
      local: 'Vida Chamberí, Calle de Santa Engracia, 60',
    },
    {
      weekday: 5,
      hour: 20,
      minute: 30,
      minutes: 120,
      titulo: 'Noche de jóvenes',
      descricao: 'Juegos, alabanza y grupos pequeños para jóvenes de 14 a 25 años.',
      local: 'Vida Lavapiés, Calle de Argumosa, 12',
    },
  ],
  events: [
    {
      inDays: 9,
      hour: 19,
      minute: 0,
      minutes: 120,
      nome: 'Concierto de Navidad',
      descricao: 'El coro de Vida canta villancicos tradicionales. Entrada libre.',
      local: 'Vida Lavapiés, Calle de Argumosa, 12',
    },
  ],
};
