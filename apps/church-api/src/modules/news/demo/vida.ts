import { demoImage } from '@church/api-modules/church';
import type { NewsDemo } from './news-demo';

export const VIDA_NEWS: NewsDemo[] = [
  {
    daysAgo: 1,
    titulo: 'Concierto de Navidad en Lavapiés',
    resumo: 'El coro de Vida os invita a una noche de villancicos. Entrada libre.',
    imagem: demoImage('news/music-3.svg'),
    texto:
      '<p>El <strong>Concierto de Navidad</strong> será en nuestro local de Lavapiés. Invita a tus vecinos y amigos.</p><p>Al terminar compartiremos chocolate con churros.</p>',
  },
  {
    daysAgo: 5,
    titulo: 'Recogida de alimentos para el banco de alimentos',
    resumo: 'Durante diciembre recogemos alimentos no perecederos para familias del barrio.',
    imagem: demoImage('news/bread-5.svg'),
    texto:
      '<p>Trae aceite, legumbres, leche y conservas los domingos de diciembre. Todo se entregará al banco de alimentos del distrito Centro.</p>',
  },
  {
    daysAgo: 10,
    titulo: 'Nuevo grupo de jóvenes en Chamberí',
    resumo: 'Los viernes por la noche empieza un nuevo grupo de jóvenes en nuestra congregación de Chamberí.',
    imagem: demoImage('news/people-1.svg'),
    texto:
      '<p>Por el crecimiento del grupo de jóvenes, abrimos un segundo grupo en Chamberí los viernes a las 20:30.</p>',
  },
  {
    daysAgo: 16,
    titulo: 'Bautismos en enero',
    resumo: '¿Quieres bautizarte? Apúntate a las clases de preparación.',
    texto: '<p>Celebraremos bautismos el último domingo de enero. Las clases de preparación son los domingos a las 13:00.</p>',
  },
  {
    daysAgo: 24,
    titulo: 'Obras terminadas en Lavapiés',
    resumo: 'El local de Lavapiés ya tiene rampa de acceso y una sala infantil nueva.',
    imagem: demoImage('news/house-2.svg'),
    texto: '<p>Gracias a las ofrendas de la iglesia, el local de Lavapiés es ahora accesible para todos.</p>',
  },
  {
    daysAgo: 31,
    titulo: 'Misiones: visita de nuestros misioneros en Perú',
    resumo: 'La familia García comparte cómo va la obra en Cusco.',
    imagem: demoImage('news/globe-4.svg'),
    texto: '<p>La familia García nos visitó y compartió cómo crece la iglesia en Cusco. Sigamos orando por ellos.</p>',
  },
];
