export { parseAppSlug, THIRD_PARTY_CODES, thirdPartsPaths } from './paths';
