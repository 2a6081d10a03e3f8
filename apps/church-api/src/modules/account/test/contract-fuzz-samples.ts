import type { ContractFuzzSamples } from '../../../../test/helpers/invalid-requests';

/**
 * What the contract fuzz (test/http/contract-fuzz.spec.ts) cannot read in the account's contract: a
 * profile picture is uploaded by the account itself, and the upload's guard refuses any other path id
 * before the body is read (403), so the member's own id lets the body's mistakes reach validation.
 */
export const contractFuzzSamples: ContractFuzzSamples = {
  uploadAccountImage: { id: ({ accountId }) => accountId },
};
