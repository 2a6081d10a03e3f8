import type { AccountServices } from './account-services';
import type { AccountOk as Ok, AccountRequest as Request } from './handler-types';

/** Reference data of the personal form (§3) and the CEP lookup. */
export function referenceHandlers(services: AccountServices) {
  const { accounts, postcodes } = services;
  return {
    async listCountries(): Promise<Ok<'listCountries'>> {
      return { paises: await accounts.listCountries() };
    },
    async listOccupations(): Promise<Ok<'listOccupations'>> {
      return { ocupacoes: await accounts.listOccupations() };
    },
    async listMaritalStatuses(): Promise<Ok<'listMaritalStatuses'>> {
      return { estadosCivis: await accounts.listMaritalStatuses() };
    },
    async lookupPostcode(req: Request<'lookupPostcode'>): Promise<Ok<'lookupPostcode'>> {
      return postcodes.lookup(req.params.cep);
    },
  };
}
