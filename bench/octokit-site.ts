/**
 * The benchmark's large OpenAPI input: GitHub's REST API description (about 13 MB of JSON, some 1,100
 * operations), from the registry package @octokit/openapi at a pinned version. It is not a dependency: the
 * first benchmark run fetches it with `npm pack` into bench/out (git-ignored) and later runs reuse it. Around it
 * a small site is written: a docs.json that lists it and names a few endpoints, and pages that refer to others.
 *
 * Run on its own: `node dist/bench/octokit-site.js <dir>`.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const OCTOKIT_PACKAGE = '@octokit/openapi@23.0.2'
const SPEC_IN_PACKAGE = 'package/generated/api.github.com.json'
export const SPEC_FILE = 'api.github.com.json'

/** Endpoints the navigation names, and those pages document; all of them are in the spec. */
const ENDPOINTS = ['GET /repos/{owner}/{repo}', 'POST /repos/{owner}/{repo}/issues', 'GET /user']
const PAGES = { 'get-gist': 'GET /gists/{gist_id}', 'list-members': 'api.github.com GET /orgs/{org}/members' }

/**
 * Writes the site into `dir` (fetching the spec the first time) and returns `dir`, or a reason why it could not:
 * `npm pack` needs the npm registry.
 */
export function writeOctokitSite(dir: string): { dir: string } | { skipped: string } {
  const spec = path.join(dir, SPEC_FILE)
  if (!existsSync(spec)) {
    const fetched = fetchSpec(dir)
    if ('skipped' in fetched) return fetched
  }
  writeFileSync(
    path.join(dir, 'docs.json'),
    JSON.stringify(
      {
        name: 'GitHub REST API',
        openapi: SPEC_FILE,
        navigation: [{ group: 'Reference', pages: ['index', ...Object.keys(PAGES), ...ENDPOINTS.map((endpoint) => `${SPEC_FILE} ${endpoint}`)] }]
      },
      null,
      2
    ) + '\n'
  )
  writeFileSync(path.join(dir, 'index.mdx'), '---\ntitle: GitHub REST API\ndescription: The reference of the REST API.\n---\n\n## Endpoints\n\nOne page per endpoint.\n')
  for (const [page, endpoint] of Object.entries(PAGES)) {
    writeFileSync(path.join(dir, `${page}.mdx`), `---\ntitle: ${page}\ndescription: The ${endpoint} endpoint.\nopenapi: ${endpoint}\n---\n`)
  }
  return { dir }
}

function fetchSpec(dir: string): { dir: string } | { skipped: string } {
  mkdirSync(dir, { recursive: true })
  const pack = spawnSync('npm', ['pack', OCTOKIT_PACKAGE, '--pack-destination', dir, '--silent'], { encoding: 'utf8', shell: process.platform === 'win32' })
  const tarball = readdirSync(dir).find((name) => name.endsWith('.tgz'))
  if (pack.status !== 0 || !tarball) return { skipped: `npm pack ${OCTOKIT_PACKAGE} failed: ${pack.stderr.trim() || pack.error?.message || `exit status ${pack.status}`}` }
  const untar = spawnSync('tar', ['-xzf', tarball, SPEC_IN_PACKAGE], { cwd: dir, encoding: 'utf8' })
  if (untar.status !== 0) return { skipped: `cannot extract ${SPEC_IN_PACKAGE} from ${tarball}: ${untar.stderr.trim()}` }
  renameSync(path.join(dir, SPEC_IN_PACKAGE), path.join(dir, SPEC_FILE))
  rmSync(path.join(dir, 'package'), { recursive: true, force: true })
  rmSync(path.join(dir, tarball), { force: true })
  return { dir }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2]
  if (!dir) {
    console.error('usage: node dist/bench/octokit-site.js <dir>')
    process.exitCode = 2
  } else {
    const result = writeOctokitSite(path.resolve(dir))
    console.log('skipped' in result ? result.skipped : `wrote ${result.dir}`)
  }
}
