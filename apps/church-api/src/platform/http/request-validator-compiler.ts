import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * Path and query parameters arrive as text, so their types are coerced; a JSON body's types are
 * taken as sent, and a property its schema does not allow stays in place to fail validation.
 */
function ajvFor(coerceTypes: 'array' | false): Ajv {
  const ajv = new Ajv({ strict: false, coerceTypes, useDefaults: true, removeAdditional: false, allErrors: false, addUsedSchema: false });
  addFormats(ajv);
  return ajv;
}

const bodyAjv = ajvFor(false);
const parameterAjv = ajvFor('array');

// Control characters break storage (PostgreSQL refuses NUL) and logs. Body text may hold tab, CR and LF.
const BODY_CONTROL_CHARACTER = /[^\P{Cc}\t\n\r]/u;
const PARAMETER_CONTROL_CHARACTER = /\p{Cc}/u;

/** The JSON pointer of the first string in `value` with a control character, or null. */
function controlCharacterAt(value: unknown, pointer: string, pattern: RegExp): string | null {
  if (typeof value === 'string') return pattern.test(value) ? pointer : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = controlCharacterAt(item, `${pointer}/${key}`, pattern);
    if (found !== null) return found;
  }
  return null;
}

type CheckedValidator = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => boolean) & {
  errors?: ErrorObject[] | null;
  schemaEnv?: unknown;
};

// Checked before Ajv runs: coercion would turn "\r1" into 1 and hide the character.
function refusingControlCharacters(validate: ValidateFunction, pattern: RegExp): CheckedValidator {
  const checked: CheckedValidator = (data, context) => {
    const instancePath = controlCharacterAt(data, '', pattern);
    if (instancePath !== null) {
      checked.errors = [{ keyword: 'controlCharacter', instancePath, schemaPath: '#', params: {}, message: 'must not contain control characters' }];
      return false;
    }
    const valid = validate(data, context);
    checked.errors = validate.errors;
    return valid;
  };
  // Fastify hands Ajv the parent object only when it sees `schemaEnv`, which root coercion needs.
  checked.schemaEnv = validate.schemaEnv;
  return checked;
}

/**
 * Fastify's validator compiler for the contract's routes: bodies strictly as sent, parameters
 * coerced from text, and no control characters in any text.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  httpPart === 'body'
    ? refusingControlCharacters(bodyAjv.compile(schema), BODY_CONTROL_CHARACTER)
    : refusingControlCharacters(parameterAjv.compile(schema), PARAMETER_CONTROL_CHARACTER);
