import type { BibliaCapitulo, BibliaLivro, BibliaResultado, BibliaVersao, paths } from '@church/contracts-bible';
import { contractHttp, neverAnswer, problem, serverError } from '@church/testing/mock-api';

/** The Bible contract's mock handlers for stories: paths, parameters and bodies checked against it. */
export const bibleApi = contractHttp<paths>();

// A few books of each translation, with their real names and chapter counts (the API lists all 66).
const WEB_BOOKS: BibliaLivro[] = [{"osis":"Gen","nome":"Genesis","capitulos":50},{"osis":"Ps","nome":"Psalms","capitulos":150},{"osis":"Matt","nome":"Matthew","capitulos":28},{"osis":"John","nome":"John","capitulos":21},{"osis":"Acts","nome":"Acts","capitulos":28},{"osis":"1John","nome":"1 John","capitulos":5},{"osis":"Rev","nome":"Revelation","capitulos":22}];
const ALM_BOOKS: BibliaLivro[] = [{"osis":"Gen","nome":"Gênesis","capitulos":50},{"osis":"Ps","nome":"Salmos","capitulos":150},{"osis":"Matt","nome":"Mateus","capitulos":28},{"osis":"John","nome":"João","capitulos":21},{"osis":"Acts","nome":"Atos","capitulos":28},{"osis":"1John","nome":"1 João","capitulos":5},{"osis":"Rev","nome":"Apocalipse","capitulos":22}];
const RV_BOOKS: BibliaLivro[] = [{"osis":"Gen","nome":"Génesis","capitulos":50},{"osis":"Ps","nome":"Salmos","capitulos":150},{"osis":"Matt","nome":"Mateo","capitulos":28},{"osis":"John","nome":"Juan","capitulos":21},{"osis":"Acts","nome":"Hechos","capitulos":28},{"osis":"1John","nome":"1 Juan","capitulos":5},{"osis":"Rev","nome":"Apocalipsis","capitulos":22}];

export const storyVersions: [BibliaVersao, BibliaVersao, BibliaVersao] = [
  { codigo: 'web', sigla: 'WEB', nome: 'World English Bible', idioma: 'en', licenca: 'Public Domain', livros: WEB_BOOKS },
  { codigo: 'alm1911', sigla: 'ALM1911', nome: 'Almeida 1911 (Revista e Corrigida)', idioma: 'pt', licenca: 'Public Domain', livros: ALM_BOOKS },
  { codigo: 'rv1909', sigla: 'RV1909', nome: 'Reina-Valera 1909', idioma: 'es', licenca: 'Public Domain', livros: RV_BOOKS },
];

const JOHN = { osis: 'John', nome: 'John', capitulos: 21 } as const;

/** John 3 in the World English Bible (data/web.json.gz). */
export const storyChapter: BibliaCapitulo = {
  versao: 'web',
  livro: JOHN,
  capitulo: 3,
  versiculos: (["Now there was a man of the Pharisees named Nicodemus, a ruler of the Jews.","He came to Jesus by night and said to him, “Rabbi, we know that you are a teacher come from God, for no one can do these signs that you do, unless God is with him.”","Jesus answered him, “Most certainly I tell you, unless one is born anew, he can’t see God’s Kingdom.”","Nicodemus said to him, “How can a man be born when he is old? Can he enter a second time into his mother’s womb and be born?”","Jesus answered, “Most certainly I tell you, unless one is born of water and Spirit, he can’t enter into God’s Kingdom.","That which is born of the flesh is flesh. That which is born of the Spirit is spirit.","Don’t marvel that I said to you, ‘You must be born anew.’","The wind blows where it wants to, and you hear its sound, but don’t know where it comes from and where it is going. So is everyone who is born of the Spirit.”","Nicodemus answered him, “How can these things be?”","Jesus answered him, “Are you the teacher of Israel, and don’t understand these things?","Most certainly I tell you, we speak that which we know and testify of that which we have seen, and you don’t receive our witness.","If I told you earthly things and you don’t believe, how will you believe if I tell you heavenly things?","No one has ascended into heaven but he who descended out of heaven, the Son of Man, who is in heaven.","As Moses lifted up the serpent in the wilderness, even so must the Son of Man be lifted up,","that whoever believes in him should not perish, but have eternal life.","For God so loved the world, that he gave his only born Son, that whoever believes in him should not perish, but have eternal life.","For God didn’t send his Son into the world to judge the world, but that the world should be saved through him.","He who believes in him is not judged. He who doesn’t believe has been judged already, because he has not believed in the name of the only born Son of God.","This is the judgment, that the light has come into the world, and men loved the darkness rather than the light, for their works were evil.","For everyone who does evil hates the light and doesn’t come to the light, lest his works would be exposed.","But he who does the truth comes to the light, that his works may be revealed, that they have been done in God.”","After these things, Jesus came with his disciples into the land of Judea. He stayed there with them and baptized.","John also was baptizing in Enon near Salim, because there was much water there. They came and were baptized;","for John was not yet thrown into prison.","Therefore a dispute arose on the part of John’s disciples with some Jews about purification.","They came to John and said to him, “Rabbi, he who was with you beyond the Jordan, to whom you have testified, behold, he baptizes, and everyone is coming to him.”","John answered, “A man can receive nothing unless it has been given him from heaven.","You yourselves testify that I said, ‘I am not the Christ,’ but, ‘I have been sent before him.’","He who has the bride is the bridegroom; but the friend of the bridegroom, who stands and hears him, rejoices greatly because of the bridegroom’s voice. Therefore my joy is made full.","He must increase, but I must decrease.","“He who comes from above is above all. He who is from the earth belongs to the earth and speaks of the earth. He who comes from heaven is above all.","What he has seen and heard, of that he testifies; and no one receives his witness.","He who has received his witness has set his seal to this, that God is true.","For he whom God has sent speaks the words of God; for God gives the Spirit without measure.","The Father loves the Son, and has given all things into his hand.","One who believes in the Son has eternal life, but one who disobeys the Son won’t see life, but the wrath of God remains on him.”"] as string[]).map((texto, index) => ({ numero: index + 1, texto })),
  anterior: { livro: 'John', capitulo: 2 },
  proximo: { livro: 'John', capitulo: 4 },
};

/** The first verses of John 4 (the whole chapter has 54). */
export const storyNextChapter: BibliaCapitulo = {
  versao: 'web',
  livro: JOHN,
  capitulo: 4,
  versiculos: (["Therefore when the Lord knew that the Pharisees had heard that Jesus was making and baptizing more disciples than John","(although Jesus himself didn’t baptize, but his disciples),","he left Judea and departed into Galilee."] as string[]).map((texto, index) => ({ numero: index + 1, texto })),
  anterior: { livro: 'John', capitulo: 3 },
  proximo: { livro: 'John', capitulo: 5 },
};

/** The first verses of Psalm 23, with its title. */
export const storyPsalm: BibliaCapitulo = {
  versao: 'web',
  livro: { osis: 'Ps', nome: 'Psalms', capitulos: 150 },
  capitulo: 23,
  versiculos: (["Yahweh is my shepherd; I shall lack nothing.","He makes me lie down in green pastures. He leads me beside still waters.","He restores my soul. He guides me in the paths of righteousness for his name’s sake."] as string[]).map((texto, index) =>
    index === 0 ? { numero: 1, texto, titulo: "A Psalm by David." } : { numero: index + 1, texto },
  ),
  anterior: { livro: 'Ps', capitulo: 22 },
  proximo: { livro: 'Ps', capitulo: 24 },
};

const STORY_CHAPTERS = [storyChapter, storyNextChapter, storyPsalm];

/** `GET /biblia/`: the three translations. */
export const bibleVersions = () => bibleApi.get('/biblia/', ({ response }) => response(200).json({ versoes: storyVersions }));
export const bibleVersionsLoading = () => bibleApi.get('/biblia/', neverAnswer);

/** `GET /biblia/{versao}/{livro}/{capitulo}`: the story chapters (in any translation), else 404. */
export const bibleChapter = () =>
  bibleApi.get('/biblia/{versao}/{livro}/{capitulo}', ({ params, response }) => {
    const chapter = STORY_CHAPTERS.find((candidate) => candidate.livro.osis === params.livro && candidate.capitulo === Number(params.capitulo));
    return chapter ? response(200).json({ ...chapter, versao: params.versao }) : response(404).json(problem(404));
  });
export const bibleChapterLoading = () => bibleApi.get('/biblia/{versao}/{livro}/{capitulo}', neverAnswer);
export const bibleChapterFailing = () => bibleApi.get('/biblia/{versao}/{livro}/{capitulo}', serverError);

/** Verses of John 3 that hold Nicodemus … as the search finds them. */
export const storyResults: BibliaResultado[] = [1, 4, 9].map((versiculo) => ({
  livro: 'John',
  nomeLivro: 'John',
  capitulo: 3,
  versiculo,
  texto: storyChapter.versiculos[versiculo - 1]?.texto ?? '',
}));

/** `GET /biblia/{versao}/busca`: the given results, one page of `limit` out of `total`. */
export const bibleSearch = (resultados: BibliaResultado[] = storyResults, total = resultados.length) =>
  bibleApi.get('/biblia/{versao}/busca', ({ query, response }) =>
    response(200).json({ resultados, total, page: Number(query.get('page') ?? 1), limit: Number(query.get('limit') ?? 10) }),
  );
export const bibleSearchLoading = () => bibleApi.get('/biblia/{versao}/busca', neverAnswer);
export const bibleSearchFailing = () => bibleApi.get('/biblia/{versao}/busca', serverError);
