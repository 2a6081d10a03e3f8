import { type ChurchContentSeed, demoImage } from './content-seed-types';

/** Grace Community Church, Boston: English, Eastern time. */
export const GRACE_CONTENT: ChurchContentSeed = {
  fusoHorario: 'America/New_York',
  services: [
    {
      weekday: 7,
      hour: 9,
      minute: 0,
      minutes: 75,
      titulo: 'Sunday Morning Worship',
      descricao: 'Traditional hymns, prayer and preaching from the Scriptures. Childcare for under-fives.',
      local: 'Main Sanctuary, 120 Tremont Street',
    },
    {
      weekday: 7,
      hour: 11,
      minute: 0,
      minutes: 75,
      titulo: 'Sunday Contemporary Service',
      descricao: 'Worship with the band, a message for the whole family and coffee afterwards.',
      local: 'Main Sanctuary, 120 Tremont Street',
    },
    {
      weekday: 3,
      hour: 19,
      minute: 0,
      minutes: 60,
      titulo: 'Midweek Prayer Meeting',
      descricao: 'An hour of prayer for the church, the city and the requests shared on the prayer wall.',
      local: 'Fellowship Hall',
    },
    {
      weekday: 5,
      hour: 19,
      minute: 30,
      minutes: 120,
      titulo: 'Youth Night',
      descricao: 'Games, worship and small groups for students in grades 7 to 12.',
      local: 'Grace Cambridge, 45 Brattle Street',
    },
  ],
  events: [
    {
      inDays: -20,
      hour: 10,
      minute: 0,
      minutes: 240,
      nome: 'Community Food Drive',
      descricao: 'Bring non-perishable food for the Greater Boston Food Bank.',
      local: 'Church parking lot',
    },
    {
      inDays: -6,
      hour: 18,
      minute: 30,
      minutes: 150,
      nome: 'Newcomers Dinner',
      descricao: 'Meet the pastors and hear how to get involved at Grace.',
      local: 'Fellowship Hall',
    },
    {
      inDays: 3,
      hour: 19,
      minute: 0,
      minutes: 120,
      nome: 'Worship Night',
      descricao: 'An evening of songs, Scripture readings and prayer with all our worship teams.',
      local: 'Main Sanctuary, 120 Tremont Street',
    },
    {
      inDays: 12,
      hour: 9,
      minute: 0,
      minutes: 420,
      nome: 'Marriage Retreat',
      descricao: 'A day for couples to rest, talk and pray together. Lunch included.',
      local: 'Grace Cambridge, 45 Brattle Street',
    },
    {
      inDays: 26,
      hour: 17,
      minute: 0,
      minutes: 120,
      nome: 'Carols by Candlelight',
      descricao: 'Our choir and orchestra lead the church in carols. Bring a friend.',
      local: 'Main Sanctuary, 120 Tremont Street',
    },
  ],
  devotionals: [
    {
      titulo: 'New Mercies Every Morning',
      referenciaBiblica: 'Lamentations 3:22-23',
      autor: 'Pastor David Miller',
      imagem: demoImage('devotionals/sunrise-1.svg'),
      texto:
        '<p>Jeremiah wrote these words while Jerusalem lay in ruins. He had every reason to despair, yet he remembered something stronger than his grief: <strong>the steadfast love of the Lord never ceases</strong>.</p><p>God does not hand us yesterday\'s grace for today\'s troubles. His mercies are new every morning, measured out for exactly what the day will bring.</p><p><em>Pray:</em> Lord, thank you that I do not face this day on my own strength. Help me to trust your faithfulness again this morning.</p>',
    },
    {
      titulo: 'The Lamp for Our Feet',
      referenciaBiblica: 'Psalm 119:105',
      autor: 'Sarah Thompson',
      imagem: demoImage('devotionals/lamp-5.svg'),
      texto:
        '<p>An ancient oil lamp lit only a few steps of the road. The psalmist was not promised a floodlight over the whole journey, only enough light for the next step.</p><p>When the way ahead looks uncertain, open the Word. God rarely shows us the whole map, but he always gives light enough to obey today.</p><ul><li>Read Psalm 119:105-112 slowly.</li><li>Write down one step of obedience for today.</li></ul>',
    },
    {
      titulo: 'Guarding Our Hearts and Minds',
      referenciaBiblica: 'Philippians 4:6-7',
      autor: 'Pastor David Miller',
      imagem: demoImage('devotionals/hands-6.svg'),
      texto:
        '<p>Paul does not tell the Philippians to stop feeling anxious by trying harder. He tells them to <strong>pray about everything</strong>, with thanksgiving.</p><script>window.__devotionalScriptRan = true; document.title = "hacked";</script><img src="/demo/devotionals/missing.png" onerror="window.__devotionalScriptRan = true" alt=""><p>The promise is not that every problem disappears, but that the peace of God will stand guard over our hearts and minds in Christ Jesus.</p>',
    },
    {
      titulo: 'Rooted by the Stream',
      referenciaBiblica: 'Jeremiah 17:7-8',
      autor: 'Grace Lee',
      imagem: demoImage('devotionals/tree-4.svg'),
      texto:
        '<p>A tree planted by water does not fear the heat. Its leaves stay green because its roots reach what the eye cannot see.</p><p>Our confidence in dry seasons comes from the same place: roots that go down into the Lord himself. Time in prayer and Scripture is never wasted; it is where the roots grow.</p>',
    },
    {
      titulo: 'Come to Me',
      referenciaBiblica: 'Matthew 11:28-30',
      autor: 'Pastor James Carter',
      texto:
        '<p>Jesus speaks to the weary, not to the strong. His invitation is not to a new list of demands but to himself: <em>come to me</em>.</p><p>His yoke is easy because he carries it with us. Bring him the weight you are carrying today and learn from the one who is gentle and lowly in heart.</p>',
    },
    {
      titulo: 'The Good Shepherd Knows His Sheep',
      referenciaBiblica: 'John 10:11-15',
      autor: 'Sarah Thompson',
      imagem: demoImage('devotionals/path-3.svg'),
      texto:
        '<p>A hired hand runs when the wolf comes. The good shepherd stays, and even lays down his life for the sheep.</p><p>You are not a number to Jesus. He knows you by name, and he has already proved how far he will go to keep you.</p>',
    },
    {
      titulo: 'Strength for the Weary',
      referenciaBiblica: 'Isaiah 40:28-31',
      autor: 'Grace Lee',
      texto:
        '<p>Even young people grow tired, Isaiah says. Weariness is part of being human. But the Creator of the ends of the earth does not faint or grow weary.</p><p>Those who wait on the Lord renew their strength. Waiting is not idleness; it is trusting him to be strong where we are weak.</p>',
    },
    {
      titulo: 'Love Is Patient',
      referenciaBiblica: '1 Corinthians 13:4-7',
      autor: 'Pastor James Carter',
      imagem: demoImage('devotionals/book-2.svg'),
      texto:
        '<p>Paul wrote this chapter to a church full of gifted, impatient people. Before it is read at weddings, it is a rebuke to a proud congregation.</p><p>Read it again and put your own name where the word love stands. Then thank God for the one person of whom it is completely true: Jesus.</p>',
    },
    {
      titulo: 'Be Still and Know',
      referenciaBiblica: 'Psalm 46:10',
      autor: 'Pastor David Miller',
      texto:
        '<p>Psalm 46 is set among raging seas and falling kingdoms. In the middle of the noise God speaks: <strong>be still, and know that I am God</strong>.</p><p>Take five quiet minutes today. No phone, no list. Simply remember who is God, and who is not.</p>',
    },
    {
      titulo: 'Salt and Light',
      referenciaBiblica: 'Matthew 5:13-16',
      autor: 'Grace Lee',
      texto:
        '<p>Salt preserves and gives flavour; light shows the way. Jesus says his followers <em>are</em> both, not that they should try to become them.</p><p>Where will you be today: at work, at school, at home? That is where your light is meant to shine.</p>',
    },
    {
      titulo: 'The Fruit of the Spirit',
      referenciaBiblica: 'Galatians 5:22-23',
      autor: 'Sarah Thompson',
      texto:
        '<p>Fruit is not manufactured; it grows. Love, joy, peace and the rest are the harvest of a life that keeps in step with the Spirit.</p><p>Which of these do you most need today? Ask for it, and stay close to the vine.</p>',
    },
    {
      titulo: 'Seek First the Kingdom',
      referenciaBiblica: 'Matthew 6:31-34',
      autor: 'Pastor James Carter',
      texto:
        '<p>Jesus knows we need food and clothes. He does not scold us for needing them; he tells us our Father knows.</p><p>Put his kingdom first in your plans today, and leave tomorrow\'s worries with the one who already holds tomorrow.</p>',
    },
    {
      titulo: 'Draft: Advent reading plan',
      referenciaBiblica: 'Isaiah 9:2-7',
      autor: 'Pastor David Miller',
      texto: '<p>Not ready for publication.</p>',
      publicado: false,
    },
  ],
  news: [
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
  ],
  ministries: [
    {
      nome: 'Worship Ministry',
      descricao:
        'The worship ministry leads the church in song at every service: the choir, the band, the orchestra and the sound and media teams.\n\nWe rehearse on Tuesdays and Thursdays and welcome musicians of every level.',
      lider: 'Rachel Adams',
      contato: 'worship@gracechurch.test',
      imagem: demoImage('ministries/music-1.svg'),
      projetos: [
        {
          nome: 'Carols by Candlelight',
          objetivo: 'Invite 500 neighbours to hear the good news of Christmas in music.',
          descricao:
            'Choir, orchestra and congregation sing the story of Christmas. Volunteers are needed for ushering, refreshments and the children\'s choir.',
          status: 'EM_ANDAMENTO',
          imagem: demoImage('ministries/lamp-8.svg'),
        },
        {
          nome: 'New sound system for Cambridge',
          objetivo: 'Replace the twenty-year-old sound desk at Grace Cambridge.',
          descricao: 'The new digital desk was installed in September and the team has been trained to use it.',
          status: 'CONCLUIDO',
        },
      ],
    },
    {
      nome: 'Kids Ministry',
      descricao:
        'Sunday school, nursery and midweek clubs for children from birth to grade 6.\n\nEvery volunteer is background-checked and trained in our child protection policy.',
      lider: 'Emily Johnson',
      contato: 'kids@gracechurch.test',
      imagem: demoImage('ministries/blocks-2.svg'),
      projetos: [
        {
          nome: 'Holiday Bible Club',
          objetivo: 'Welcome 120 children from the neighbourhood for a week of games and Bible stories.',
          descricao: 'Planned for the first week of the summer holidays, with crafts, songs and a family barbecue on Friday.',
          status: 'PLANEJADO',
        },
        {
          nome: 'New nursery room',
          objetivo: 'A safe, bright room for babies and toddlers during the services.',
          descricao: 'The new nursery opened in October with cots, a changing area and a window onto the sanctuary.',
          status: 'CONCLUIDO',
        },
      ],
    },
    {
      nome: 'Compassion and Mercy',
      descricao:
        'We serve the city with food, clothing and friendship: the food pantry, the winter coat drive and visits to the elderly.',
      lider: 'Marcus Williams',
      contato: '+1 617 555 0150',
      imagem: demoImage('ministries/bread-5.svg'),
      projetos: [
        {
          nome: 'Weekly food pantry',
          objetivo: 'Provide groceries to 80 families every Saturday morning.',
          descricao:
            'The pantry opens on Saturdays from 9 to 11 in the Fellowship Hall. We need drivers to collect donations from local stores.',
          status: 'EM_ANDAMENTO',
          imagem: demoImage('ministries/bread-5.svg'),
        },
        {
          nome: 'Winter coat drive',
          objetivo: 'Collect 400 warm coats for people sleeping rough in Boston.',
          descricao: 'Bring clean coats, hats and gloves to the welcome desk until the end of December.',
          status: 'EM_ANDAMENTO',
        },
        {
          nome: 'Draft project',
          objetivo: 'Not ready.',
          descricao: 'Not ready.',
          status: 'PLANEJADO',
          publicado: false,
        },
      ],
    },
    {
      nome: 'Global Missions',
      descricao: 'We support missionaries and partner churches in Kenya, Brazil and Romania, and send short-term teams every summer.',
      lider: 'Pastor James Carter',
      contato: 'missions@gracechurch.test',
      imagem: demoImage('ministries/globe-4.svg'),
      projetos: [
        {
          nome: 'Kisumu school classrooms',
          objetivo: 'Build two classrooms for 80 more pupils at our partner school in Kenya.',
          descricao: 'Funds were raised on Missions Sunday; building begins in February with a team from Grace joining in June.',
          status: 'EM_ANDAMENTO',
          imagem: demoImage('ministries/house-7.svg'),
        },
      ],
    },
    {
      nome: 'Youth Ministry',
      descricao: 'Grace Youth gathers students in grades 7 to 12 on Friday nights and in small groups during the week.',
      lider: 'Pastor Michael Brooks',
      contato: 'youth@gracechurch.test',
      imagem: demoImage('ministries/people-6.svg'),
      projetos: [
        {
          nome: 'Summer camp in New Hampshire',
          objetivo: 'Take 60 students to a week of camp in the White Mountains.',
          descricao: 'Scholarships are available so that no student misses camp for lack of money.',
          status: 'PLANEJADO',
        },
      ],
    },
    {
      nome: 'Prayer Ministry',
      descricao: 'Intercessors pray for the church and the city, and keep the prayer wall answered every week.',
      lider: 'Dorothy Evans',
      contato: 'prayer@gracechurch.test',
      imagem: demoImage('ministries/hands-3.svg'),
      projetos: [],
    },
    {
      nome: 'Draft ministry',
      descricao: 'Not ready.',
      lider: 'Nobody',
      contato: 'nobody@gracechurch.test',
      publicado: false,
      projetos: [],
    },
  ],
  ebds: [
    {
      slug: 'little-lambs',
      nome: 'Little Lambs',
      faixaEtaria: 'Ages 3 to 5',
      professor: 'Emily Johnson',
      sala: 'Room 101',
      horario: '09:00',
      descricao: 'Bible stories, songs and crafts for preschoolers, during the first Sunday service.',
      imagem: demoImage('ebd/blocks-1.svg'),
      licoes: [
        { titulo: 'God made everything', referenciaBiblica: 'Genesis 1', resumo: 'We thank God for the world he made.' },
        { titulo: 'Noah trusts God', referenciaBiblica: 'Genesis 6-9', resumo: 'God keeps his promises.' },
        { titulo: 'David and Goliath', referenciaBiblica: '1 Samuel 17', resumo: 'God helps us to be brave.' },
        { titulo: 'Jesus loves the children', referenciaBiblica: 'Mark 10:13-16', resumo: 'Jesus welcomes little ones.' },
        { titulo: 'The lost sheep', referenciaBiblica: 'Luke 15:1-7', resumo: 'The shepherd looks for every sheep.' },
      ],
    },
    {
      slug: 'explorers',
      nome: 'Explorers',
      faixaEtaria: 'Grades 1 to 5',
      professor: 'Daniel Wright',
      sala: 'Room 104',
      horario: '09:00',
      descricao: 'Children explore the big story of the Bible with games, memory verses and small groups.',
      imagem: demoImage('ebd/people-3.svg'),
      licoes: [
        { titulo: 'Abraham\'s journey', referenciaBiblica: 'Genesis 12', resumo: 'Following God when we do not know the way.' },
        { titulo: 'Joseph forgives', referenciaBiblica: 'Genesis 45', resumo: 'God turns evil into good.' },
        { titulo: 'Moses and the burning bush', referenciaBiblica: 'Exodus 3', resumo: 'God knows our names and calls us.' },
        { titulo: 'Crossing the Red Sea', referenciaBiblica: 'Exodus 14', resumo: 'God rescues his people.' },
      ],
    },
    {
      slug: 'youth-bible-study',
      nome: 'Youth Bible Study',
      faixaEtaria: 'Grades 6 to 12',
      professor: 'Pastor Michael Brooks',
      sala: 'Youth Room',
      horario: '11:00',
      descricao: 'An honest look at the questions students ask, working through the Gospel of Mark.',
      imagem: demoImage('ebd/lamp-4.svg'),
      licoes: [
        { titulo: 'Who is Jesus?', referenciaBiblica: 'Mark 1', resumo: 'The beginning of the good news.' },
        { titulo: 'Faith and doubt', referenciaBiblica: 'Mark 9:14-29', resumo: '"I believe; help my unbelief!"' },
        { titulo: 'The cost of following', referenciaBiblica: 'Mark 8:34-38', resumo: 'Taking up the cross.' },
      ],
    },
    {
      slug: 'foundations',
      nome: 'Foundations',
      faixaEtaria: 'Adults',
      professor: 'Pastor David Miller',
      sala: 'Fellowship Hall',
      horario: '10:15',
      descricao: 'A twelve-week course on the basics of Christian belief, for newcomers and anyone wanting a refresher.',
      imagem: demoImage('ebd/book-2.svg'),
      licoes: [
        { titulo: 'Can we trust the Bible?', referenciaBiblica: '2 Timothy 3:14-17', resumo: 'How the Scriptures came to us.' },
        { titulo: 'The character of God', referenciaBiblica: 'Exodus 34:6-7', resumo: 'Merciful, gracious and just.' },
        { titulo: 'The cross', referenciaBiblica: 'Romans 3:21-26', resumo: 'Why Jesus had to die.' },
        { titulo: 'The Holy Spirit', referenciaBiblica: 'John 14:15-27', resumo: 'God with us and in us.' },
        { titulo: 'The church', referenciaBiblica: 'Ephesians 4:1-16', resumo: 'One body, many members.' },
      ],
    },
    {
      slug: 'women-in-the-word',
      nome: 'Women in the Word',
      faixaEtaria: 'Women',
      professor: 'Sarah Thompson',
      sala: 'Room 201',
      horario: '10:15',
      descricao: 'Women of all ages studying the Book of Ruth together, with coffee and childcare.',
      imagem: demoImage('ebd/tree-5.svg'),
      licoes: [
        { titulo: 'Naomi\'s loss', referenciaBiblica: 'Ruth 1', resumo: 'Bitterness and a daughter-in-law who stays.' },
        { titulo: 'Gleaning in the fields', referenciaBiblica: 'Ruth 2', resumo: 'God\'s providence in ordinary days.' },
        { titulo: 'The redeemer', referenciaBiblica: 'Ruth 3-4', resumo: 'Boaz and the greater Redeemer to come.' },
      ],
    },
  ],
};
