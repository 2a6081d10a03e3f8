import type { PublicationsDemo } from './publications-demo';

const day = (iso: string) => new Date(`${iso}T09:00:00Z`);

export const GRACE_PUBLICATIONS: PublicationsDemo = {
  types: [
    { slug: 'bulletins', nome: 'Weekly bulletins', descricao: 'The order of service, announcements and prayer list for each Sunday.' },
    { slug: 'articles', nome: 'Articles', descricao: 'Reflections and teaching written by our pastors and members.' },
  ],
  publications: [
    ...[
      ['2026-11-01', 'All Saints Sunday', 'Communion, the memorial reading of names, and the harvest food drive.'],
      ['2026-10-25', 'Reformation Sunday', 'Guest preacher Rev. Anne Porter, baptisms at the 11 am service.'],
      ['2026-10-18', 'Mission Sunday', 'An update from our partners in Lima and the missions lunch after service.'],
      ['2026-10-11', 'Harvest Sunday', 'Bring non-perishable food for the Riverside pantry; family picnic at noon.'],
      ['2026-10-04', 'World Communion Sunday', 'We share the Lord’s Supper with churches around the world.'],
      ['2026-09-27', 'Small groups launch', 'Sign up for an autumn small group in the lobby or online.'],
    ].map(([date, title, resumo], index) => ({
      tipo: 'bulletins',
      slug: `bulletin-${date}`,
      titulo: `Bulletin for ${title}`,
      resumo: resumo as string,
      conteudo: `<h2>Order of service</h2><ol><li>Call to worship</li><li>Songs of praise</li><li>Prayer of confession</li><li>Scripture reading</li><li>Sermon</li><li>Response and offering</li><li>Benediction</li></ol><h2>This week</h2><p>${resumo}</p><p>Prayer meeting on <strong>Wednesday at 7 pm</strong> in the chapel. Youth group meets on Friday at 6:30 pm.</p>`,
      imagem: { url: `/demo/publications/grace-${(index % 2) + 1}.svg`, largura: 1200, altura: 630 },
      arquivo: { url: `/demo/publications/grace-bulletin.pdf`, nome: `bulletin-${date}.pdf` },
      dataPublicacao: day(date as string),
    })),
    ...[
      ['2026-10-29', 'learning-to-lament', 'Learning to lament', 'The Psalms give us words for grief. Why honest prayer is an act of faith, not a lack of it.', '<p>About a third of the Psalms are laments. They complain, they ask <em>how long?</em>, and they still end in trust.</p><p>When we bring our grief to God instead of hiding it, we are practising faith. Try reading Psalm 13 slowly this week, and write your own version of it.</p><blockquote>How long, Lord? Will you forget me forever? … But I trust in your unfailing love. (Psalm 13)</blockquote>'],
      ['2026-10-15', 'why-we-give', 'Why we give', 'Generosity is not a fundraising technique: it is how grace shapes our wallets.', '<p>Giving is one of the most practical ways to say that our lives belong to God. We give because we have received.</p><p>Our budget is published every spring, and every gift supports local ministry, missions and care for neighbours in need.</p>'],
      ['2026-10-01', 'a-church-for-the-city', 'A church for the city', 'What it means for Grace to seek the welfare of Riverside, from the food pantry to the school board.', '<p>Jeremiah told the exiles to seek the welfare of the city where God had sent them. We take that seriously.</p><ul><li>The food pantry serves 120 families each week.</li><li>Volunteers tutor children at Riverside Elementary.</li><li>Our building hosts two recovery groups.</li></ul>'],
      ['2026-09-17', 'sabbath-for-busy-people', 'Sabbath for busy people', 'Rest is a gift, not a reward. Practical ideas for a weekly day of rest.', '<p>Sabbath is not a day of rules but a day of trust: the world keeps turning while we rest.</p><p>Start small: an afternoon without screens, a long walk, a meal with friends.</p>'],
      ['2026-09-03', 'reading-the-bible-together', 'Reading the Bible together', 'Our autumn reading plan through the Gospel of Mark, and how to join in.', '<p>This autumn we read Mark together, one chapter a week, in sermons and small groups.</p><p>Reading plans are available in the lobby and on the website.</p>'],
      ['2026-08-20', 'welcoming-new-neighbours', 'Welcoming new neighbours', 'Stories from families who found a home at Grace after moving to the city.', '<p>Moving to a new city is lonely. Three families share how a meal, a small group and a Sunday greeting made all the difference.</p>'],
    ].map(([date, slug, titulo, resumo, conteudo], index) => ({
      tipo: 'articles',
      slug: slug as string,
      titulo: titulo as string,
      resumo: resumo as string,
      conteudo: conteudo as string,
      imagem: { url: `/demo/publications/grace-${(index % 2) + 3}.svg`, largura: 1200, altura: 630 },
      arquivo: null,
      dataPublicacao: day(date as string),
    })),
  ],
};
