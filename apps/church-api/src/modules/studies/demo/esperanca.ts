import type { StudiesDemo } from './studies-demo';

export const ESPERANCA_STUDIES: StudiesDemo = {
  // Esperança keeps its small-group studies for its members: visitors are asked to sign in.
  public: false,
  studies: [
    ['2026-11-03', 'A videira verdadeira', 'João 15.1-17', 'Permanecer em Cristo é a fonte de uma vida que dá fruto.', ['O que significa permanecer em Jesus numa semana comum?', 'Onde você percebe Deus podando a sua vida?', 'Como Jesus descreve a amizade com ele nos versículos 12 a 17?']],
    ['2026-10-27', 'O bom pastor', 'João 10.1-18', 'Jesus conhece as suas ovelhas e dá a vida por elas.', ['Que vozes competem com a voz do Pastor na sua vida?', 'Que consolo o versículo 14 traz para você?', 'Como a célula pode cuidar de quem se afastou?']],
    ['2026-10-20', 'Água viva', 'João 4.1-42', 'Jesus encontra a mulher samaritana e atravessa todas as barreiras.', ['Que barreiras Jesus atravessou nessa conversa?', 'De que temos sede além de Deus?', 'Quem é o "samaritano" que preferimos evitar?']],
    ['2026-10-13', 'Não andeis ansiosos', 'Mateus 6.25-34', 'Confiar no Pai que alimenta as aves e veste os lírios.', ['Que preocupações estão no seu coração nesta semana?', 'O que significa buscar primeiro o Reino?', 'Como a célula pode ajudar a carregar as preocupações uns dos outros?']],
  ].map(([date, titulo, passagemBiblica, resumo, perguntas]) => ({
    titulo: titulo as string,
    passagemBiblica: passagemBiblica as string,
    resumo: resumo as string,
    conteudo: `<p>${resumo as string}</p><h3>Leitura</h3><p>Leiam <strong>${passagemBiblica as string}</strong> em voz alta e façam dois minutos de silêncio.</p><h3>Reflexão</h3><p>Cada um compartilha uma palavra ou frase que chamou a atenção, e por quê.</p><h3>Oração</h3><p>Encerrem orando em duplas uns pelos outros.</p>`,
    perguntas: perguntas as string[],
    dataEstudo: date as string,
  })),
};
