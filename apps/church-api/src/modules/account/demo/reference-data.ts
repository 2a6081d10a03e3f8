/** ISO 3166-1 alpha-2 codes of every country and territory (249). Names come from ICU (pt-BR). */
export const COUNTRY_CODES = `
AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ
CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR
GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP
KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT
MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW
SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG
UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW`
  .trim()
  .split(/\s+/);

export function countries(): { sigla: string; nome: string }[] {
  const names = new Intl.DisplayNames(['pt-BR'], { type: 'region' });
  return COUNTRY_CODES.map((sigla) => ({ sigla, nome: names.of(sigla) ?? sigla }));
}

/** The eight marital statuses of §3, in its order, with stable codes. */
export const MARITAL_STATUSES = [
  { codigo: 'SOLTEIRO', nome: 'Solteiro(a)' },
  { codigo: 'CASADO', nome: 'Casado(a)' },
  { codigo: 'CASADO_CIVIL', nome: 'Casado(a) no civil' },
  { codigo: 'CASADO_CIVIL_RELIGIOSO', nome: 'Casado(a) no civil e no religioso' },
  { codigo: 'DIVORCIADO', nome: 'Divorciado(a)' },
  { codigo: 'MORANDO_JUNTOS', nome: 'Morando juntos' },
  { codigo: 'UNIAO_ESTAVEL', nome: 'União estável' },
  { codigo: 'VIUVO', nome: 'Viúvo(a)' },
] as const;

export const OCCUPATIONS = [
  { codigo: 'ADMINISTRADOR', nome: 'Administrador(a)' },
  { codigo: 'ADVOGADO', nome: 'Advogado(a)' },
  { codigo: 'AGRICULTOR', nome: 'Agricultor(a)' },
  { codigo: 'APOSENTADO', nome: 'Aposentado(a)' },
  { codigo: 'ARQUITETO', nome: 'Arquiteto(a)' },
  { codigo: 'ARTISTA', nome: 'Artista' },
  { codigo: 'AUTONOMO', nome: 'Autônomo(a)' },
  { codigo: 'BANCARIO', nome: 'Bancário(a)' },
  { codigo: 'CONTADOR', nome: 'Contador(a)' },
  { codigo: 'COZINHEIRO', nome: 'Cozinheiro(a)' },
  { codigo: 'DENTISTA', nome: 'Dentista' },
  { codigo: 'DESIGNER', nome: 'Designer' },
  { codigo: 'DESEMPREGADO', nome: 'Em busca de emprego' },
  { codigo: 'DO_LAR', nome: 'Do lar' },
  { codigo: 'ELETRICISTA', nome: 'Eletricista' },
  { codigo: 'EMPRESARIO', nome: 'Empresário(a)' },
  { codigo: 'ENFERMEIRO', nome: 'Enfermeiro(a)' },
  { codigo: 'ENGENHEIRO', nome: 'Engenheiro(a)' },
  { codigo: 'ESTUDANTE', nome: 'Estudante' },
  { codigo: 'FARMACEUTICO', nome: 'Farmacêutico(a)' },
  { codigo: 'FUNCIONARIO_PUBLICO', nome: 'Funcionário(a) público(a)' },
  { codigo: 'JORNALISTA', nome: 'Jornalista' },
  { codigo: 'MECANICO', nome: 'Mecânico(a)' },
  { codigo: 'MEDICO', nome: 'Médico(a)' },
  { codigo: 'MOTORISTA', nome: 'Motorista' },
  { codigo: 'MUSICO', nome: 'Músico(a)' },
  { codigo: 'PASTOR', nome: 'Pastor(a)' },
  { codigo: 'PROFESSOR', nome: 'Professor(a)' },
  { codigo: 'PSICOLOGO', nome: 'Psicólogo(a)' },
  { codigo: 'TECNICO_TI', nome: 'Profissional de tecnologia da informação' },
  { codigo: 'VENDEDOR', nome: 'Vendedor(a)' },
  { codigo: 'OUTRO', nome: 'Outra' },
] as const;
