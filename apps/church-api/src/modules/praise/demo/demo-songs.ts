import { DEMO_SCORE, type DemoSong } from './demo-song';

// Lyrics in the public domain (the hymns) or written for the demo; never copyrighted lyrics.

export const GRACE_SONGS: DemoSong[] = [
  {
    codigo: 'AG-001', titulo: 'Amazing Grace', subtitulo: 'John Newton, 1779', autor: 'John Newton',
    grupo: 'Hymns', ritmo: '3/4 waltz', tema: 'Grace', tom: 'G',
    chordPro: `{title: Amazing Grace}
{subtitle: John Newton, 1779}
{key: G}
{tempo: 72}

{start_of_verse: Verse 1}
A[G]mazing grace! How [G7]sweet the [C]sound
That [G]saved a wretch like [D]me!
I [G]once was lost, but [G7]now am [C]found;
Was [G]blind, but [Em]now [D7]I [G]see.
{end_of_verse}

{start_of_verse: Verse 2}
'Twas [G]grace that taught my [G7]heart to [C]fear,
And [G]grace my fears re[D]lieved;
How [G]precious did that [G7]grace ap[C]pear
The [G]hour I [Em]first [D7]be[G]lieved!
{end_of_verse}

{start_of_verse: Verse 3}
Through [G]many dangers, [G7]toils and [C]snares,
I [G]have already [D]come;
'Tis [G]grace hath brought me [G7]safe thus [C]far,
And [G]grace will [Em]lead [D7]me [G]home.
{end_of_verse}
`,
  },
  {
    codigo: 'HH-002', titulo: 'Holy, Holy, Holy', subtitulo: 'Reginald Heber, 1826', autor: 'Reginald Heber',
    grupo: 'Hymns', ritmo: '4/4', tema: 'Worship', tom: 'D',
    chordPro: `{title: Holy, Holy, Holy}
{subtitle: Reginald Heber, 1826}
{key: D}
{tempo: 84}

{start_of_verse: Verse 1}
[D]Holy, holy, [Bm]holy! [G]Lord God Al[D]mighty!
[A]Early in the [D]morning our [G]song shall [E7]rise to [A]Thee;
[D]Holy, holy, [Bm]holy, [G]merciful and [D]mighty!
[G]God in three [D/F#]Persons, [Em7]blessed [A7]Trini[D]ty!
{end_of_verse}

{start_of_verse: Verse 2}
[D]Holy, holy, [Bm]holy! [G]all the saints a[D]dore Thee,
[A]Casting down their [D]golden crowns a[G]round the [E7]glassy [A]sea;
[D]Cherubim and [Bm]seraphim [G]falling down be[D]fore Thee,
[G]Which wert, and [D/F#]art, and [Em7]evermore [A7]shalt [D]be.
{end_of_verse}
`,
  },
  {
    codigo: 'DX-003', titulo: 'Doxology', subtitulo: 'Thomas Ken, 1674', autor: 'Thomas Ken',
    grupo: 'Hymns', ritmo: '4/4', tema: 'Praise', tom: 'F',
    chordPro: `{title: Doxology}
{subtitle: Thomas Ken, 1674}
{key: F}
{tempo: 76}

{start_of_chorus}
[F]Praise God, from [C/E]whom all [Dm]blessings [C]flow;
[F]Praise Him, all [Bb]creatures [C]here be[F]low;
[Dm]Praise Him a[Am]bove, ye [Bb]heavenly [C]host;
[F]Praise Father, [Bb]Son, and [Gm7]Holy [C7]Ghost. [F]Amen.
{end_of_chorus}
{comment: Sung again, slower}
{chorus}
`,
  },
  {
    codigo: 'NB-SCORE', titulo: 'Amazing Grace (melody)', subtitulo: 'The tune New Britain, 1829', autor: 'John Newton', tom: 'G',
    arquivos: [{ nome: 'Amazing Grace — the melody (SVG)', url: DEMO_SCORE, tipo: 'imagem' }],
  },
];

export const ESPERANCA_SONGS: DemoSong[] = [
  {
    codigo: 'MG-001', titulo: 'Manhã de Graça', subtitulo: 'Escrita para a demonstração', autor: 'Igreja Esperança (demonstração)',
    grupo: 'Louvor', ritmo: '6/8', tema: 'Graça', tom: 'E',
    chordPro: `{title: Manhã de Graça}
{subtitle: Escrita para a demonstração}
{key: E}
{tempo: 70}

{start_of_verse: Verso 1}
[E]Nova manhã, [A]graça sem [E]fim,
teu [C#m]sol de a[A]mor bri[B]lhou sobre [E]mim.
[E]Tudo o que sou [A]venho en[E]tregar,
minha [C#m]voz e o [A]coração a can[B]tar.
{end_of_verse}

{start_of_chorus}
[A]Santo és, Se[B]nhor, [G#m]digno de lou[C#m]vor,
[A]todo o meu [B/D#]ser te exal[E]ta.
[A]Santo és, Se[B]nhor, [G#m]Rei e Reden[C#m]tor,
[A]sempre a Tua [B]mão me [E]guarda.
{end_of_chorus}

{start_of_verse: Verso 2}
[E]Quando a noite [A]quer me cer[E]car,
tua [C#m]luz me [A]ensina a confi[B]ar.
[E]Nada me falta, [A]nada te[E]mer,
em [C#m]Ti a mi[A]nha alma vai vi[B]ver.
{end_of_verse}

{chorus}
`,
  },
  {
    codigo: 'CP-002', titulo: 'Caminho de Paz', subtitulo: 'Escrita para a demonstração', autor: 'Igreja Esperança (demonstração)',
    grupo: 'Louvor', ritmo: '4/4', tema: 'Paz', tom: 'D',
    chordPro: `{title: Caminho de Paz}
{subtitle: Escrita para a demonstração}
{key: D}
{tempo: 90}

{start_of_verse}
[D]Leva-me, Se[A/C#]nhor, por [Bm]teu caminho de [G]paz,
[D]onde a Tua [A]voz me en[G]sina a [A]confiar.
[D]Guarda o meu [A/C#]passo, [Bm]firma o meu [G]andar,
[Em7]pois em Ti, Se[A]nhor, [D]quero fi[Dsus4]car. [D]
{end_of_verse}

{start_of_chorus}
[G]Paz que excede o [A]entendi[D]mento,
[G]luz que brilha em [A]todo o [Bm]tempo,
[Em7]Tu és meu a[A]brigo e meu [D]lar.
{end_of_chorus}
`,
  },
  {
    codigo: 'NB-SCORE', titulo: 'Amazing Grace (partitura)', subtitulo: 'Melodia New Britain, 1829', autor: 'John Newton', tom: 'G',
    arquivos: [{ nome: 'Amazing Grace — melodia (SVG)', url: DEMO_SCORE, tipo: 'imagem' }],
  },
];

export const VIDA_SONGS: DemoSong[] = [
  {
    codigo: 'LM-001', titulo: 'Luz de la Mañana', subtitulo: 'Escrita para la demostración', autor: 'Iglesia Vida (demostración)',
    grupo: 'Alabanza', ritmo: '6/8', tema: 'Gracia', tom: 'A',
    chordPro: `{title: Luz de la Mañana}
{subtitle: Escrita para la demostración}
{key: A}
{tempo: 74}

{start_of_verse: Verso 1}
[A]Luz de la ma[D]ñana, [A]gracia sin i[E]gual,
[F#m]tu amor me [D]busca, [A]me vuelve a le[E]vantar.
[A]Todo lo que [D]tengo [A]vengo a entre[E]gar,
[F#m]mi voz y mi [D]vida [E]para Ti can[A]tar.
{end_of_verse}

{start_of_chorus}
[D]Santo, santo [E]eres, [C#m]digno de lo[F#m]or,
[D]todo mi [E/G#]ser te ado[A]ra.
[D]Santo, santo [E]eres, [C#m]Rey y Reden[F#m]tor,
[D]siempre tu [E]mano me [A]guarda.
{end_of_chorus}

{chorus}
`,
  },
  {
    codigo: 'MA-002', titulo: 'Manos Abiertas', subtitulo: 'Escrita para la demostración', autor: 'Iglesia Vida (demostración)',
    grupo: 'Alabanza', ritmo: '4/4', tema: 'Entrega', tom: 'Bb',
    chordPro: `{title: Manos Abiertas}
{subtitle: Escrita para la demostración}
{key: Bb}
{tempo: 80}

{start_of_verse}
[Bb]Con manos a[F/A]biertas [Gm]vengo a Ti, Se[Eb]ñor,
[Bb]traigo lo que [F]tengo, [Eb]todo mi [F]amor.
[Bb]Tú me das des[F/A]canso, [Gm]Tú me das la [Eb]paz,
[Cm7]en tu pre[F]sencia [Bb]quiero es[Fsus4]tar. [F]
{end_of_verse}

{start_of_chorus}
[Eb]Gracia que me [F]alcan[Bb]za,
[Eb]fuerza que me [F]levan[Gm]ta,
[Cm7]eres mi re[F7]fugio y mi [Bb]hogar.
{end_of_chorus}
`,
  },
  {
    codigo: 'NB-SCORE', titulo: 'Amazing Grace (partitura)', subtitulo: 'Melodía New Britain, 1829', autor: 'John Newton', tom: 'G',
    arquivos: [{ nome: 'Amazing Grace — melodía (SVG)', url: DEMO_SCORE, tipo: 'imagem' }],
  },
];
