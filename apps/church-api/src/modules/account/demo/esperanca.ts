import type { DemoAccounts } from './demo-accounts';

export const ESPERANCA_ACCOUNTS: DemoAccounts = {
  member: { nome: 'Mariana', sobrenome: 'Souza', telefone: '+55 (11) 99123-4567', cpfBase: '529982247', dataNascimento: '1991-07-22', sexo: 'F', estadoCivil: 'CASADO_CIVIL_RELIGIOSO', dataCasamento: '2015-10-10', qtdeFilhos: 1, ocupacao: 'ENFERMEIRO' },
  staff: { nome: 'Paulo', sobrenome: 'Ribeiro', telefone: '+55 (11) 98234-5678', cpfBase: '418726350', dataNascimento: '1975-02-09', sexo: 'M', estadoCivil: 'CASADO', dataCasamento: '1999-12-04', qtdeFilhos: 3, ocupacao: 'PASTOR' },
  address: { descricao: 'Casa', cep: '01310-200', logradouro: 'Avenida Paulista', numero: '1578', complemento: 'Apto 42', bairro: 'Bela Vista', cidade: 'São Paulo', estado: 'SP', pais: 'BR' },
  child: { nome: 'Lucas Souza', dataNascimento: '2016-09-03', sexo: 'M', observacoes: 'Intolerante à lactose.' },
  customFields: [
    { nome: 'Data de batismo', tipo: 'DATA', opcoes: [], memberValue: '2010-04-04' },
    { nome: 'Ministério de interesse', tipo: 'OPCAO', opcoes: ['Louvor', 'Crianças', 'Jovens', 'Ação social', 'Recepção'], memberValue: 'Crianças' },
  ],
};
