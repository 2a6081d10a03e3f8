/** The product's modules (§2). Their names are for staff; the shell keys on the codes. */
export const MODULE_CATALOG = [
  { codigo: 'MOD_CULTO', nome: 'Services and schedule' },
  { codigo: 'MOD_EVENTO', nome: 'Events' },
  { codigo: 'MOD_DOACAO', nome: 'Giving' },
  { codigo: 'MOD_CELULA', nome: 'Small groups' },
  { codigo: 'MOD_DEVOCIONAL', nome: 'Devotionals' },
  { codigo: 'MOD_NOTICIA', nome: 'News' },
  { codigo: 'MOD_EBD', nome: 'Sunday school' },
  { codigo: 'MOD_PUBLICACAO', nome: 'Publications' },
  { codigo: 'MOD_MURAL_ORACAO', nome: 'Prayer wall' },
  { codigo: 'MOD_ASSINATURA', nome: 'Subscription video' },
  { codigo: 'MOD_APP_EXTERNO_1', nome: 'External app 1' },
  { codigo: 'MOD_APP_EXTERNO_2', nome: 'External app 2' },
] as const;

export type ModuleCode = (typeof MODULE_CATALOG)[number]['codigo'];

export const PAYMENT_METHOD_CATALOG = [
  { codigo: 'CARTAO_CREDITO', nome: 'Credit card' },
  { codigo: 'PIX', nome: 'Pix' },
  { codigo: 'BOLETO', nome: 'Bank slip' },
  { codigo: 'DINHEIRO', nome: 'Cash' },
  { codigo: 'CARTEIRA_DIGITAL', nome: 'Instant wallet' },
  { codigo: 'ACH', nome: 'Bank account (ACH)' },
] as const;

export type PaymentMethodCode = (typeof PAYMENT_METHOD_CATALOG)[number]['codigo'];

/** Every module code: the demo church that shows everything has them all. */
export const ALL_MODULES: readonly ModuleCode[] = MODULE_CATALOG.map((m) => m.codigo);
