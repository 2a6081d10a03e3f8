import { type ChurchContentSeed, demoImage } from './content-seed-types';

/** Iglesia Vida, Madrid: Spanish, Central European time. Only news is switched on for vida. */
export const VIDA_CONTENT: ChurchContentSeed = {
  fusoHorario: 'Europe/Madrid',
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
  devotionals: [
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
  ],
  news: [
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
  ],
  ministries: [
    {
      nome: 'Ministerio de Alabanza',
      descricao: 'El equipo de alabanza dirige a la iglesia en la adoración cada domingo.',
      lider: 'Marta Gómez',
      contato: 'alabanza@vida.test',
      imagem: demoImage('ministries/music-1.svg'),
      projetos: [
        {
          nome: 'Concierto de Navidad',
          objetivo: 'Invitar a 300 vecinos a escuchar el mensaje de la Navidad.',
          descricao: 'El coro y los músicos preparan villancicos tradicionales.',
          status: 'EM_ANDAMENTO',
        },
      ],
    },
    {
      nome: 'Acción Social',
      descricao: 'Servimos al barrio con el banco de alimentos, clases de español y visitas a mayores.',
      lider: 'Pablo Navarro',
      contato: '+34 910 555 150',
      imagem: demoImage('ministries/bread-5.svg'),
      projetos: [
        {
          nome: 'Clases de español para inmigrantes',
          objetivo: 'Ayudar a 40 personas a aprender español.',
          descricao: 'Clases gratuitas los martes y jueves por la tarde.',
          status: 'EM_ANDAMENTO',
          imagem: demoImage('ministries/people-6.svg'),
        },
      ],
    },
  ],
  ebds: [
    {
      slug: 'ninos',
      nome: 'Escuela dominical infantil',
      faixaEtaria: '4 a 11 años',
      professor: 'Lucía Martín',
      sala: 'Sala infantil',
      horario: '11:00',
      descricao: 'Historias bíblicas, canciones y manualidades durante el culto dominical.',
      imagem: demoImage('ebd/blocks-1.svg'),
      licoes: [
        { titulo: 'Dios lo creó todo', referenciaBiblica: 'Génesis 1', resumo: 'Damos gracias por el mundo que Dios hizo.' },
        { titulo: 'El arca de Noé', referenciaBiblica: 'Génesis 6-9', resumo: 'Dios cumple sus promesas.' },
      ],
    },
    {
      slug: 'adultos',
      nome: 'Estudio bíblico de adultos',
      faixaEtaria: 'Adultos',
      professor: 'Pastor Javier Ruiz',
      sala: 'Sala principal',
      horario: '10:00',
      descricao: 'Estudio de la carta a los Romanos antes del culto.',
      imagem: demoImage('ebd/book-2.svg'),
      licoes: [
        { titulo: 'El evangelio de Dios', referenciaBiblica: 'Romanos 1:1-17', resumo: 'Poder de Dios para salvación.' },
        { titulo: 'Justificados por la fe', referenciaBiblica: 'Romanos 5:1-11', resumo: 'Paz con Dios.' },
      ],
    },
  ],
};
