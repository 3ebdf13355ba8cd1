/**
 * The validators of the tool configuration: the shape of `.docslintrc.*` and each rule's options, the code ajv wrote
 * for their schemas at build time (schemas/validators/, by scripts/schema-validators.mjs), loaded the first time a
 * configuration is read. A check reads the configuration on every run, and would otherwise load and run all of ajv
 * to compile them.
 */
import type { ValidateFunction } from 'ajv'
import { OPENAPI_RULE_OPTIONS, RC_SHAPE, RC_VALIDATOR_FILE } from './validator-files.js'
import { writtenValidators } from './validators.js'

let validators: Record<string, ValidateFunction> | undefined

function loaded(): Record<string, ValidateFunction> {
  return (validators ??= writtenValidators<Record<string, ValidateFunction>>(RC_VALIDATOR_FILE))
}

/** The validator of a configuration's shape. */
export function shapeValidator(): ValidateFunction {
  return loaded()[RC_SHAPE]
}

/**
 * The validator of a rule's options (one for all of redocly's `openapi/<name>` rules, whose options redocly reads); an
 * error when the written validators have none for it (they are older than the rule: `npm run schema:validators`).
 */
export function optionsValidator(ruleId: string): ValidateFunction {
  const name = Object.hasOwn(loaded(), ruleId) ? ruleId : ruleId.startsWith('openapi/') ? OPENAPI_RULE_OPTIONS : undefined
  const validate = name === undefined ? undefined : loaded()[name]
  if (!validate) throw new Error(`${RC_VALIDATOR_FILE} has no validator of the options of \`${ruleId}\`: run \`npm run build && npm run schema:validators\``)
  return validate
}
