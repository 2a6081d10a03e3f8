import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleOpenApi, type OpenApiDocument } from '@church/openapi';

export const openapiFolder = fileURLToPath(new URL('../../../../../openapi', import.meta.url));

/**
 * A contract as the router gets it: the root file (`api.v1.yaml`, `bff.yaml`) with every module file
 * it names and every component they share, bundled into one self-contained document.
 */
export function loadSpecification(fileName: string): OpenApiDocument {
  return bundleOpenApi(resolve(openapiFolder, fileName));
}
