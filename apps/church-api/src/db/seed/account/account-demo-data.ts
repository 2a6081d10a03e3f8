/** The demo member and staff accounts of each active demo church, in the church's language. */

/** A CPF with its two check digits computed from a nine-digit base. */
export function cpfFromBase(base: string): string {
  const digits = [...base].map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

export const DEMO_PASSWORD = 'Demo@2026';

export interface DemoPerson {
  nome: string;
  sobrenome: string;
  telefone: string;
  cpfBase: string;
  dataNascimento: string;
  sexo: 'M' | 'F';
  estadoCivil: string;
  dataCasamento: string | null;
  qtdeFilhos: number;
  ocupacao: string;
}

export interface DemoAddress {
  descricao: string;
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string | null;
  bairro: string;
  cidade: string;
  estado: string;
  pais: string;
}

export interface DemoAccounts {
  member: DemoPerson;
  staff: DemoPerson;
  address: DemoAddress;
  child: { nome: string; dataNascimento: string; sexo: 'M' | 'F'; observacoes: string | null };
  notifications: { titulo: string; corpo: string; daysAgo: number }[];
  /** One personal notice to the member. */
  personalNotification: { titulo: string; corpo: string };
  customFields?: { nome: string; tipo: 'TEXTO' | 'NUMERO' | 'DATA' | 'OPCAO'; opcoes: string[]; memberValue: string | null }[];
}

export const DEMO_ACCOUNTS: Record<string, DemoAccounts> = {
  grace: {
    member: { nome: 'Emily', sobrenome: 'Carter', telefone: '+55 (11) 98765-4321', cpfBase: '123456789', dataNascimento: '1988-03-14', sexo: 'F', estadoCivil: 'CASADO', dataCasamento: '2012-06-23', qtdeFilhos: 1, ocupacao: 'PROFESSOR' },
    staff: { nome: 'Daniel', sobrenome: 'Brooks', telefone: '+55 (11) 97654-3210', cpfBase: '234567891', dataNascimento: '1979-11-02', sexo: 'M', estadoCivil: 'CASADO', dataCasamento: '2004-09-18', qtdeFilhos: 2, ocupacao: 'PASTOR' },
    address: { descricao: 'Home', cep: '02108', logradouro: 'Beacon Street', numero: '24', complemento: 'Apt 3', bairro: 'Beacon Hill', cidade: 'Boston', estado: 'MA', pais: 'US' },
    child: { nome: 'Lily Carter', dataNascimento: '2017-05-14', sexo: 'F', observacoes: 'Allergic to peanuts.' },
    notifications: [
      { titulo: 'Church picnic on Sunday', corpo: 'Join us after the 10 am service for our fall picnic on the lawn. Bring a dish to share!', daysAgo: 1 },
      { titulo: 'Volunteers needed for the food pantry', corpo: 'Our Saturday food pantry needs four more volunteers this month. Sign up at the welcome desk.', daysAgo: 4 },
      { titulo: 'New members class', corpo: 'The next new members class starts on the first Sunday of the month, at 9 am in room 2.', daysAgo: 9 },
    ],
    personalNotification: { titulo: 'Welcome to Grace!', corpo: 'Your account is ready. Complete your profile so that we can get to know you better.' },
  },
  esperanca: {
    member: { nome: 'Mariana', sobrenome: 'Souza', telefone: '+55 (11) 99123-4567', cpfBase: '529982247', dataNascimento: '1991-07-22', sexo: 'F', estadoCivil: 'CASADO_CIVIL_RELIGIOSO', dataCasamento: '2015-10-10', qtdeFilhos: 1, ocupacao: 'ENFERMEIRO' },
    staff: { nome: 'Paulo', sobrenome: 'Ribeiro', telefone: '+55 (11) 98234-5678', cpfBase: '418726350', dataNascimento: '1975-02-09', sexo: 'M', estadoCivil: 'CASADO', dataCasamento: '1999-12-04', qtdeFilhos: 3, ocupacao: 'PASTOR' },
    address: { descricao: 'Casa', cep: '01310-200', logradouro: 'Avenida Paulista', numero: '1578', complemento: 'Apto 42', bairro: 'Bela Vista', cidade: 'São Paulo', estado: 'SP', pais: 'BR' },
    child: { nome: 'Lucas Souza', dataNascimento: '2016-09-03', sexo: 'M', observacoes: 'Intolerante à lactose.' },
    notifications: [
      { titulo: 'Culto de Santa Ceia neste domingo', corpo: 'Neste domingo celebraremos a Santa Ceia nos cultos das 10h e das 18h. Venha em família!', daysAgo: 1 },
      { titulo: 'Campanha do agasalho', corpo: 'Estamos recebendo agasalhos e cobertores até o fim do mês. Entregue na secretaria da igreja.', daysAgo: 5 },
      { titulo: 'Inscrições abertas para o batismo', corpo: 'As aulas preparatórias para o batismo começam no próximo sábado às 15h. Inscreva-se com a liderança da sua célula.', daysAgo: 12 },
    ],
    personalNotification: { titulo: 'Bem-vinda à Igreja Esperança!', corpo: 'Sua conta está pronta. Complete seu cadastro para que possamos conhecer você melhor.' },
    customFields: [
      { nome: 'Data de batismo', tipo: 'DATA', opcoes: [], memberValue: '2010-04-04' },
      { nome: 'Ministério de interesse', tipo: 'OPCAO', opcoes: ['Louvor', 'Crianças', 'Jovens', 'Ação social', 'Recepção'], memberValue: 'Crianças' },
    ],
  },
  vida: {
    member: { nome: 'Lucía', sobrenome: 'Fernández', telefone: '+55 (21) 99876-5432', cpfBase: '346812975', dataNascimento: '1986-01-30', sexo: 'F', estadoCivil: 'CASADO', dataCasamento: '2011-05-21', qtdeFilhos: 1, ocupacao: 'ARQUITETO' },
    staff: { nome: 'Javier', sobrenome: 'Morales', telefone: '+55 (21) 98765-1234', cpfBase: '587123946', dataNascimento: '1980-08-17', sexo: 'M', estadoCivil: 'CASADO', dataCasamento: '2006-07-08', qtdeFilhos: 2, ocupacao: 'PASTOR' },
    address: { descricao: 'Casa', cep: '28014', logradouro: 'Calle de Alcalá', numero: '45', complemento: '2º B', bairro: 'Centro', cidade: 'Madrid', estado: 'Madrid', pais: 'ES' },
    child: { nome: 'Mateo Fernández', dataNascimento: '2018-02-11', sexo: 'M', observacoes: null },
    notifications: [
      { titulo: 'Cena de hermandad el viernes', corpo: 'Este viernes a las 20:30 tendremos cena de hermandad en el salón. ¡Trae algo para compartir!', daysAgo: 2 },
      { titulo: 'Retiro de jóvenes', corpo: 'El retiro de jóvenes será el último fin de semana del mes. Las inscripciones cierran el domingo.', daysAgo: 6 },
      { titulo: 'Oración de los miércoles', corpo: 'Cada miércoles a las 19:00 nos reunimos para orar por la ciudad. Te esperamos.', daysAgo: 10 },
    ],
    personalNotification: { titulo: '¡Bienvenida a Iglesia Vida!', corpo: 'Tu cuenta está lista. Completa tu perfil para que podamos conocerte mejor.' },
  },
};
