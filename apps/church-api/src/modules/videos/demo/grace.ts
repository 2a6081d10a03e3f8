import type { VideosDemo } from './videos-demo';

const day = (iso: string) => new Date(`${iso}T09:00:00Z`);

export const GRACE_VIDEOS: VideosDemo = {
  playlist: { titulo: 'Sunday messages', descricao: 'Sermons and worship from Grace Community Church.' },
  videos: [
    ['youtube', 'Hk3pR8vLq2M', '2026-11-01', 'All Saints Sunday: The great cloud of witnesses', 'Pastor Daniel Reed on Hebrews 12 and the people of faith who go before us.'],
    ['youtube', 'Qm7Tz1xWc4E', '2026-10-25', 'Grace alone', 'A Reformation Sunday message from Ephesians 2 by Rev. Anne Porter.'],
    ['vimeo', '887412356', '2026-10-18', 'Mission Sunday: Lima update', 'Our partners in Peru share news from the new community centre.'],
    ['youtube', 'Bv9Nq3Lr0Ys', '2026-10-11', 'Harvest: Sowing and reaping', 'Galatians 6 and the rhythms of generosity.'],
    ['youtube', 'Xc2Fd8Kp5Ja', '2026-10-04', 'The table is set', 'World Communion Sunday: Luke 22 and the meal that makes us one.'],
    ['youtube', 'Lw4Hs6Gt1Re', '2026-09-27', 'Better together', 'Why small groups matter: Acts 2:42-47.'],
    ['vimeo', '879203114', '2026-09-20', 'Worship night highlights', 'Songs and prayers from our September worship night.'],
    ['youtube', 'Tp8Yb2Mv7Qo', '2026-09-13', 'The sower', 'Mark 4 and the kinds of soil in our hearts.'],
    ['youtube', 'Ze5Ck9Ux3Wi', '2026-09-06', 'Back to school blessing', 'Prayers for students, teachers and families as the school year begins.'],
    ['youtube', 'Nr1Gj7Dq8Ha', '2026-08-30', 'Rest for the weary', 'Matthew 11:28-30 and the invitation of Jesus.'],
    ['youtube', 'Fa6Vm4Pe2Sl', '2026-08-23', 'Baptism Sunday', 'Eight people tell their stories and are baptised.'],
    ['vimeo', '871550928', '2026-08-16', 'Summer picnic and worship', 'Highlights from our outdoor service by the river.'],
  ].map(([source, videoId, date, titulo, descricao], index) => ({
    source: source as 'youtube' | 'vimeo',
    videoId: videoId as string,
    titulo: titulo as string,
    descricao: descricao as string,
    thumbnail: { url: `/demo/videos/grace-${(index % 5) + 1}.svg`, largura: 640, altura: 360 },
    publishedAt: day(date as string),
  })),
};
