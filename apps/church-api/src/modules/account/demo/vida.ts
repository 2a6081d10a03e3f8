import type { DemoAccounts } from './demo-accounts';

export const VIDA_ACCOUNTS: DemoAccounts = {
  member: { nome: 'Lucía', sobrenome: 'Fernández', telefone: '+55 (21) 99876-5432', cpfBase: '346812975', dataNascimento: '1986-01-30', sexo: 'F', estadoCivil: 'CASADO', dataCasamento: '2011-05-21', qtdeFilhos: 1, ocupacao: 'ARQUITETO' },
  staff: { nome: 'Javier', sobrenome: 'Morales', telefone: '+55 (21) 98765-1234', cpfBase: '587123946', dataNascimento: '1980-08-17', sexo: 'M', estadoCivil: 'CASADO', dataCasamento: '2006-07-08', qtdeFilhos: 2, ocupacao: 'PASTOR' },
  address: { descricao: 'Casa', cep: '28014', logradouro: 'Calle de Alcalá', numero: '45', complemento: '2º B', bairro: 'Centro', cidade: 'Madrid', estado: 'Madrid', pais: 'ES' },
  child: { nome: 'Mateo Fernández', dataNascimento: '2018-02-11', sexo: 'M', observacoes: null },
};
