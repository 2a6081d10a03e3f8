/** A demo church's small-group studies, in its own language. */
export interface StudiesDemo {
  /** Whether visitors may read them (false: members only). */
  public: boolean;
  studies: { titulo: string; passagemBiblica: string; resumo: string; conteudo: string; perguntas: string[]; dataEstudo: string }[];
}
