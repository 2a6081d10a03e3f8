import type { NotificationsDemo } from './notifications-demo';

export const ESPERANCA_NOTIFICATIONS: NotificationsDemo = {
  notices: [
    { titulo: 'Culto de Santa Ceia neste domingo', corpo: 'Neste domingo celebraremos a Santa Ceia nos cultos das 10h e das 18h. Venha em família!', daysAgo: 1 },
    { titulo: 'Campanha do agasalho', corpo: 'Estamos recebendo agasalhos e cobertores até o fim do mês. Entregue na secretaria da igreja.', daysAgo: 5 },
    { titulo: 'Inscrições abertas para o batismo', corpo: 'As aulas preparatórias para o batismo começam no próximo sábado às 15h. Inscreva-se com a liderança da sua célula.', daysAgo: 12 },
  ],
  welcome: { titulo: 'Bem-vinda à Igreja Esperança!', corpo: 'Sua conta está pronta. Complete seu cadastro para que possamos conhecer você melhor.' },
};
