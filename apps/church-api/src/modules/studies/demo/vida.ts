import type { StudiesDemo } from './studies-demo';

/** Small groups are switched off for vida (MOD_CELULA), so it has only a few studies. */
export const VIDA_STUDIES: StudiesDemo = {
  public: true,
  studies: [
    {
      titulo: 'La vid verdadera',
      passagemBiblica: 'Juan 15:1-17',
      resumo: 'Permanecer en Cristo como fuente de una vida con fruto.',
      conteudo: '<p>Permanecer en Cristo como fuente de una vida con fruto.</p><h3>Leer</h3><p>Leed <strong>Juan 15:1-17</strong> en voz alta.</p>',
      perguntas: ['¿Qué significa permanecer en Jesús en una semana normal?', '¿Dónde notas que Dios te está podando?'],
      dataEstudo: '2026-11-02',
    },
    {
      titulo: 'El buen pastor',
      passagemBiblica: 'Juan 10:1-18',
      resumo: 'Jesús conoce a sus ovejas y da la vida por ellas.',
      conteudo: '<p>Jesús conoce a sus ovejas y da la vida por ellas.</p>',
      perguntas: ['¿Qué voces compiten con la voz del Pastor?', '¿Cómo podemos cuidar a quien se ha alejado?'],
      dataEstudo: '2026-10-26',
    },
  ],
};
