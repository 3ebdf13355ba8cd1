import type { Segment } from './json.js'
import type { SchemaProblem } from './schema.js'

type Json = Record<string, unknown>

/**
 * docs.json without the values of the wrong type (`"navigation": 10000000000000000000`, a group whose `pages`
 * is an object), so that no reader after validation meets a value of a shape it does not expect;
 * `config-schema` has already said what is wrong with each, and the rest of the site is still checked. Other
 * problems (an unknown key, a value outside an enum, a missing key) leave values of the right type, kept.
 *
 * A list keeps its length: a removed item leaves a hole, so the items after it keep the index that their place
 * in docs.json is computed from, and list methods (`forEach`, `map`, `flatMap`) pass over it.
 */
export function withoutWrongTypes(value: Json, problems: SchemaProblem[], unusable: Segment[][] = []): Json {
  const copy = structuredClone(value)
  // `unusable`: the places of `$ref`s that could not be followed, which stand for nothing (src/config/refs.ts).
  for (const path of [...removable(copy, problems, ['type']), ...unusable.filter((path) => path.length > 0)]) remove(copy, path)
  return copy
}

/**
 * docs.json as far as its schema accepts every value, for the typed readers that need no places (the
 * normalised config the preview renders): the values of the wrong type, and every object that lacks a key it
 * requires (an anchor without `url`), are taken out. Taking a value out can leave its object without a key it
 * requires: the copy is validated again until nothing more is taken out.
 */
export function conformingValue(value: Json, validate: (value: unknown) => SchemaProblem[]): Json {
  const copy = withoutHoles(value)
  for (let paths = removable(copy, validate(copy)); paths.length > 0; paths = removable(copy, validate(copy))) {
    for (const path of paths) remove(copy, path)
  }
  return withoutHoles(copy)
}

function withoutHoles<T>(value: T): T {
  if (Array.isArray(value)) return value.flatMap((item) => [withoutHoles(item)]) as T
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutHoles(item)])) as T
}

/**
 * The paths of the values that the problems make unusable, among those still there (a hole is reported as a
 * value of the wrong type again; skipping it is what makes the loop above end). The top level always stays.
 */
function removable(root: Json, problems: SchemaProblem[], kinds: SchemaProblem['kind'][] = ['type', 'required']): Segment[][] {
  return problems.filter((problem) => kinds.includes(problem.kind) && problem.path.length > 0 && isPresent(root, problem.path)).map((problem) => problem.path)
}

function isPresent(root: Json, path: Segment[]): boolean {
  let node: unknown = root
  for (const segment of path) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, segment)) return false
    node = (node as Record<Segment, unknown>)[segment]
  }
  return true
}

/** Takes out the value at `path`, unless an earlier removal took it already; `delete` on a list leaves a hole. */
function remove(root: Json, path: Segment[]): void {
  if (!isPresent(root, path)) return
  const parent = path.slice(0, -1).reduce<unknown>((node, segment) => (node as Record<Segment, unknown>)[segment], root)
  delete (parent as Record<Segment, unknown>)[path[path.length - 1]]
}
