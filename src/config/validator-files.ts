/** The validators of docs.json that scripts/schema-validators.mjs writes, one per format, relative to the package root. */
export const VALIDATOR_FILES = {
  legacy: 'schemas/validators/docs.validator.cjs',
  current: 'schemas/validators/docs-current.validator.cjs'
}

/** The validators of the tool configuration (`.docslintrc.*`) it writes too: the file's shape, and each rule's options, by the rule's id. */
export const RC_VALIDATOR_FILE = 'schemas/validators/docslintrc.validator.cjs'

/** The name the shape's validator is exported under in RC_VALIDATOR_FILE (a rule's is its id). */
export const RC_SHAPE = 'docslintrc'

/** The name the options' validator of redocly's rules (`openapi/<name>`, any of them: src/openapi/rule-meta.ts) is exported under. */
export const OPENAPI_RULE_OPTIONS = 'openapi/*'

/** ajv's options for the tool configuration's validators: the first error only, which the run's message names. */
export const RC_AJV_OPTIONS = { allErrors: false, strictTuples: false }
