import type { operations } from '@church/contracts-reference-data';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import type { AccountServices } from './account-services';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** Reference data of the personal form (§3) and the CEP lookup. */
export function referenceHandlers({ references, postcodes }: AccountServices) {
  return {
    async listCountries(): Promise<Ok<'listCountries'>> {
      return { paises: await references.listCountries() };
    },
    async listOccupations(): Promise<Ok<'listOccupations'>> {
      return { ocupacoes: await references.listOccupations() };
    },
    async listMaritalStatuses(): Promise<Ok<'listMaritalStatuses'>> {
      return { estadosCivis: await references.listMaritalStatuses() };
    },
    async lookupPostcode(req: Request<'lookupPostcode'>): Promise<Ok<'lookupPostcode'>> {
      return postcodes.lookup(req.params.cep);
    },
  };
}
