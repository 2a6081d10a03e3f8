import { demoImage } from '@church/api-modules/church';
import type { NewsDemo } from './news-demo';

export const GRACE_NEWS: NewsDemo[] = [
  {
    daysAgo: 1,
    titulo: 'Christmas Eve services: times announced',
    resumo: 'Three candlelight services on December 24, with a family service at 4 p.m.',
    imagem: demoImage('news/music-3.svg'),
    texto:
      '<p>This year we will hold <strong>three Christmas Eve services</strong> in the Main Sanctuary: a family service at 4 p.m. and candlelight services at 6 p.m. and 10 p.m.</p><p>Parking fills quickly; please use the garage on Boylston Street, where the church covers the first two hours.</p>',
  },
  {
    daysAgo: 4,
    titulo: 'Food drive collects over two tons',
    resumo: 'Thank you! Our community food drive gave 4,300 pounds of food to the Greater Boston Food Bank.',
    imagem: demoImage('news/bread-5.svg'),
    texto:
      '<p>Thanks to more than 120 volunteers and many generous families, our November food drive collected <strong>4,300 pounds</strong> of food.</p><p>The Food Bank tells us this will provide about 3,500 meals across the city this winter.</p>',
  },
  {
    daysAgo: 8,
    titulo: 'Welcome to our new youth pastor',
    resumo: 'Pastor Michael Brooks joins the staff to lead Grace Youth in Boston and Cambridge.',
    imagem: demoImage('news/people-1.svg'),
    texto:
      '<p>We are delighted to welcome <strong>Pastor Michael Brooks</strong>, who served for six years with students in Worcester before joining Grace.</p><p>Come and meet Michael and his wife Anna at the Youth Night on Friday.</p>',
  },
  {
    daysAgo: 12,
    titulo: 'Building update: the new fellowship hall',
    resumo: 'The roof is on and the hall should open for Easter.',
    imagem: demoImage('news/house-2.svg'),
    texto:
      '<p>Construction on the new fellowship hall is on schedule. The roof was completed this month and interior work begins next week.</p><p>We expect to open the hall in time for Easter. Thank you for your gifts and prayers.</p>',
  },
  {
    daysAgo: 17,
    titulo: 'Missions Sunday raises support for Kenya',
    resumo: 'Our partner school in Kisumu will add two classrooms next year.',
    imagem: demoImage('news/globe-4.svg'),
    texto:
      '<p>On Missions Sunday the church gave generously towards our partner school in Kisumu, Kenya.</p><p>The gift will build two new classrooms, serving 80 more children from next September.</p>',
  },
  {
    daysAgo: 22,
    titulo: 'Sign-ups open for winter small groups',
    resumo: 'Eighteen groups across Boston and Cambridge begin in January.',
    texto:
      '<p>Small groups are the best way to get to know people at Grace. This winter there are eighteen groups meeting in homes across the city, on every night of the week.</p><p>Sign up at the welcome desk or speak to one of the pastors after a service.</p>',
  },
  {
    daysAgo: 27,
    titulo: 'Baptisms on the first Sunday of December',
    resumo: 'Would you like to be baptised? Join the class on Sunday afternoons.',
    texto:
      '<p>We will celebrate baptisms at both services on the first Sunday of December.</p><p>If you would like to be baptised, join the short preparation class on Sunday afternoons this month.</p>',
  },
  {
    daysAgo: 33,
    titulo: 'Choir auditions for the Christmas concert',
    resumo: 'All voices welcome: rehearsals are on Tuesdays at 7 p.m.',
    imagem: demoImage('news/music-3.svg'),
    texto:
      '<p>The choir is preparing for Carols by Candlelight and would love more voices, especially tenors and basses.</p><p>Rehearsals are on Tuesday evenings at 7 p.m. in the sanctuary.</p>',
  },
  {
    daysAgo: 40,
    titulo: 'A record turnout for Back to Church Sunday',
    resumo: 'Over 900 people joined us for worship and lunch on the lawn.',
    texto:
      '<p>More than 900 people came to Back to Church Sunday, including many guests from the neighbourhood.</p><p>Thank you to everyone who served lunch, welcomed newcomers and prayed for the day.</p>',
  },
  {
    daysAgo: 47,
    titulo: 'Kids ministry needs volunteers',
    resumo: 'Serve once a month in the Sunday school and help our children grow in faith.',
    imagem: demoImage('news/blocks-6.svg'),
    texto:
      '<p>Our kids ministry has grown to over 150 children on Sunday mornings. We are looking for volunteers who can serve once a month.</p><p>All volunteers complete a background check and a short training session.</p>',
  },
  {
    daysAgo: 55,
    titulo: 'Sermon series: the Book of Acts',
    resumo: 'This autumn we follow the early church from Jerusalem to Rome.',
    texto:
      '<p>Our autumn preaching series walks through the Book of Acts, one chapter at a time.</p><p>Reading guides for each week are available at the welcome desk.</p>',
  },
  {
    daysAgo: 62,
    titulo: 'Grace Cambridge celebrates five years',
    resumo: 'Our Cambridge congregation marks its fifth anniversary with a picnic.',
    imagem: demoImage('news/people-1.svg'),
    texto:
      '<p>Five years ago twelve families began meeting on Brattle Street. Today Grace Cambridge welcomes over 200 people each Sunday.</p><p>Join us for a picnic on the Common to celebrate God\'s faithfulness.</p>',
  },
  {
    daysAgo: 2,
    titulo: 'Draft: staff changes',
    resumo: 'Not ready.',
    texto: '<p>Not ready for publication.</p>',
    publicado: false,
  },
];
