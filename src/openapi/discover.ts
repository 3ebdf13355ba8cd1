/**
 * The OpenAPI files the site generator finds by itself when docs.json names none: every `.json`, `.yaml` and
 * `.yml` file it publishes (not in `node_modules`, `.git`, ..., nor excluded by `.mintignore`) whose top
 * level has `openapi` or `swagger`. Pages may then name their endpoints (`openapi: GET /users`,
 * `openapi: builder GET /stats`) without any `openapi` setting.
 */
import path from 'node:path'
import { parseDocument } from 'yaml'
import { findSiteFiles } from '../discovery.js'
import { readSiteFileAsync } from '../site/read-file.js'

const SPEC_EXTENSION = /\.(json|ya?ml)$/i
/** Larger files are not read to be told apart: a spec that size is named in docs.json in practice. */
const MAX_BYTES = 20 * 1024 * 1024

/** The absolute paths of the site's OpenAPI files, sorted. */
export async function discoverSpecFiles(root: string): Promise<string[]> {
  const candidates = await findSiteFiles(root, (file) => SPEC_EXTENSION.test(file))
  const found: string[] = []
  for (const candidate of candidates) {
    if (candidate.outside === undefined && (await isSpecFile(candidate.path, root))) found.push(path.resolve(candidate.path))
  }
  return found
}

async function isSpecFile(file: string, root: string): Promise<boolean> {
  const read = await readSiteFileAsync(file, { root, maxBytes: MAX_BYTES })
  if ('refusal' in read) return false
  const { text } = read
  // Cheap first: a spec names its version at the top level, `openapi:` or `"openapi":`.
  if (!/["']?(openapi|swagger)["']?\s*:/.test(text)) return false
  return hasSpecVersion(topLevelOf(text, file))
}

/** The parsed file; a YAML file that does not parse counts by its top-level `openapi:` line (loading it reports why). */
function topLevelOf(text: string, file: string): unknown {
  try {
    return /\.json$/i.test(file) ? JSON.parse(text) : yamlValue(text)
  } catch {
    const version = /^(openapi|swagger)\s*:\s*['"]?(\d[\w.]*)/m.exec(text)
    return !/\.json$/i.test(file) && version ? { [version[1]]: version[2] } : undefined
  }
}

/**
 * A YAML file's value; throws when it does not parse. Its errors are not made pretty: yaml.parse copies each
 * error's whole line into its message, and a long line with many errors then takes minutes.
 */
function yamlValue(text: string): unknown {
  const document = parseDocument(text, { prettyErrors: false })
  if (document.errors.length > 0) throw document.errors[0]
  return document.toJS()
}

/** `openapi: 3.1.0` or `swagger: "2.0"` (a seed-format docs.json's `"openapi": "spec.yaml"` is no version). */
function hasSpecVersion(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  return ['openapi', 'swagger'].some((key) => {
    const version = (value as Record<string, unknown>)[key]
    return typeof version === 'string' && /^\d+(\.\d+)*$/.test(version.trim())
  })
}
