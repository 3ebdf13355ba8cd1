/** The validators of docs.json that scripts/schema-validators.mjs writes, one per format, relative to the package root. */
export const VALIDATOR_FILES = {
  legacy: 'schemas/validators/docs.validator.cjs',
  current: 'schemas/validators/docs-current.validator.cjs'
}
