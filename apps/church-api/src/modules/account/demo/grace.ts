import type { DemoAccounts } from './demo-accounts';

export const GRACE_ACCOUNTS: DemoAccounts = {
  member: { nome: 'Emily', sobrenome: 'Carter', telefone: '+55 (11) 98765-4321', cpfBase: '123456789', dataNascimento: '1988-03-14', sexo: 'F', estadoCivil: 'CASADO', dataCasamento: '2012-06-23', qtdeFilhos: 1, ocupacao: 'PROFESSOR' },
  staff: { nome: 'Daniel', sobrenome: 'Brooks', telefone: '+55 (11) 97654-3210', cpfBase: '234567891', dataNascimento: '1979-11-02', sexo: 'M', estadoCivil: 'CASADO', dataCasamento: '2004-09-18', qtdeFilhos: 2, ocupacao: 'PASTOR' },
  address: { descricao: 'Home', cep: '02108', logradouro: 'Beacon Street', numero: '24', complemento: 'Apt 3', bairro: 'Beacon Hill', cidade: 'Boston', estado: 'MA', pais: 'US' },
  child: { nome: 'Lily Carter', dataNascimento: '2017-05-14', sexo: 'F', observacoes: 'Allergic to peanuts.' },
};
