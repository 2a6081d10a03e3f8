import type { VisibilidadeEndereco } from '../schema';

/** Who a demo group's leader or responsible is: one of the church's demo accounts (README). */
export type DemoAccountRole = 'member' | 'staff';

/** One demo group, in its church's language; coordinates near the church, or none (it still lists). */
export interface DemoGroup {
  nome: string;
  tipo: string;
  descricao: string;
  tema: string;
  lider: DemoAccountRole;
  responsavel: DemoAccountRole | null;
  /** ISO 8601: 1 Monday … 7 Sunday. */
  diaSemana: number;
  horaInicio: string;
  horaFim: string;
  endereco: string;
  bairro: string | null;
  cidade: string;
  estado: string;
  posicao: { latitude: number; longitude: number } | null;
  /** The demo member takes part (a row in celula_membro). */
  comMembro: boolean;
  /** The last meetings, newest first, each a week before the next (theme, notes). */
  reunioes: { tema: string; observacoes: string | null }[];
  /** How many of the church's newest studies the group follows. */
  estudos: number;
}

export interface GroupsDemo {
  /** Who may read the groups' exact addresses; left out, the church has no setting (`membros`, the default). */
  visibilidadeEndereco?: VisibilidadeEndereco;
  groups: DemoGroup[];
}
