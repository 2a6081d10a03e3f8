import type { NotificationsDemo } from './notifications-demo';

export const VIDA_NOTIFICATIONS: NotificationsDemo = {
  notices: [
    { titulo: 'Cena de hermandad el viernes', corpo: 'Este viernes a las 20:30 tendremos cena de hermandad en el salón. ¡Trae algo para compartir!', daysAgo: 2 },
    { titulo: 'Retiro de jóvenes', corpo: 'El retiro de jóvenes será el último fin de semana del mes. Las inscripciones cierran el domingo.', daysAgo: 6 },
    { titulo: 'Oración de los miércoles', corpo: 'Cada miércoles a las 19:00 nos reunimos para orar por la ciudad. Te esperamos.', daysAgo: 10 },
  ],
  welcome: { titulo: '¡Bienvenida a Iglesia Vida!', corpo: 'Tu cuenta está lista. Completa tu perfil para que podamos conocerte mejor.' },
};
