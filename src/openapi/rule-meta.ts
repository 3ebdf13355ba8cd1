import type { RuleMeta, Severity } from '../rule.js'

/**
 * The metadata of one of @redocly/openapi-core's rules as docslint reports it (`openapi/struct`): a member of
 * the `openapi` rule's family, configured and reported under its own id.
 */
export function openapiRuleMeta(name: string, severity: Severity = 'error'): RuleMeta {
  return {
    id: `openapi/${name}`,
    kind: 'openapi',
    description: `OpenAPI files must pass @redocly/openapi-core's \`${name}\` rule`,
    severity,
    // Passed on to redocly, which knows its rules' options.
    options: { type: 'object' }
  }
}
