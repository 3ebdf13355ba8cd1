import { afterEach, describe, expect, it } from '@jest/globals'
import { chmodSync, chownSync, cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { projectRoot, runCli } from '../e2e/run-cli.js'

/**
 * Issue 32, item 3: `init`, `migrate --write` and `--fix` write only inside the project, replace only what the
 * user asked them to replace, and leave a read-only page as it is.
 */
const made: string[] = []
afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A folder holding `project/` (a repository, `.git`, with the example site in `docs/`) and `elsewhere/`, a real folder beside it. */
function projectBesideElsewhere(): { project: string; elsewhere: string } {
  const parent = mkdtempSync(path.join(tmpdir(), 'docslint-writes-'))
  made.push(parent)
  const project = path.join(parent, 'project')
  mkdirSync(path.join(project, '.git'), { recursive: true })
  cpSync(path.join(projectRoot, 'examples/acme'), path.join(project, 'docs'), { recursive: true })
  const elsewhere = path.join(parent, 'elsewhere')
  mkdirSync(elsewhere)
  return { project, elsewhere }
}

describe('init writes nothing through a folder linked out of the repository', () => {
  it('`.cursor -> ../elsewhere`: the editor rules are not written there, and standard error says why', () => {
    const { project, elsewhere } = projectBesideElsewhere()
    symlinkSync('../elsewhere', path.join(project, '.cursor'))
    const { status, stderr } = runCli(['init'], project)
    expect(readdirSync(elsewhere)).toEqual([])
    expect(status).toBe(0)
    expect(stderr).toBe(
      'docslint init: wrote .docslintrc.json\n' +
        `docslint init: .cursor/rules/docslint.mdc not written: .cursor is a symbolic link out of the repository, to ${elsewhere}; \`docslint init --dry-run\` prints its text\n` +
        'docslint init: wrote .gitignore\n'
    )
  })

  it('`.github -> ../elsewhere` with --ci: the workflow is not written there; the other files are', () => {
    const { project, elsewhere } = projectBesideElsewhere()
    symlinkSync('../elsewhere', path.join(project, '.github'))
    const { status, stderr } = runCli(['init', '--ci'], project)
    expect(readdirSync(elsewhere)).toEqual([])
    expect(status).toBe(0)
    expect(stderr).toContain(
      `docslint init: .github/workflows/docslint.yml not written: .github is a symbolic link out of the repository, to ${elsewhere}; \`docslint init --dry-run\` prints its text\n`
    )
    expect(existsSync(path.join(project, '.pre-commit-config.yaml'))).toBe(true)
  })

  it('a `.cursor` that is a file, or a dangling `.docslintrc.json` link: left as they are, with why', () => {
    const { project } = projectBesideElsewhere()
    writeFileSync(path.join(project, '.cursor'), 'mine\n')
    symlinkSync('nowhere.json', path.join(project, '.docslintrc.json'))
    const { status, stderr } = runCli(['init'], project)
    expect({ status, stderr }).toEqual({
      status: 0,
      stderr:
        'docslint init: .docslintrc.json not written: .docslintrc.json is a symbolic link to nowhere.json, which does not exist; `docslint init --dry-run` prints its text\n' +
        'docslint init: .cursor/rules/docslint.mdc not written: .cursor is a file, not a folder; `docslint init --dry-run` prints its text\n' +
        'docslint init: wrote .gitignore\n'
    })
    expect(readFileSync(path.join(project, '.cursor'), 'utf8')).toBe('mine\n')
    expect(readlinkSync(path.join(project, '.docslintrc.json'))).toBe('nowhere.json')
  })
})

describe('migrate --write', () => {
  it('refuses, without --force, to replace a dangling docs.json symbolic link, and leaves the link', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'docslint-writes-'))
    made.push(site)
    writeFileSync(path.join(site, 'mint.json'), JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages: ['index'] }] }))
    writeFileSync(path.join(site, 'index.mdx'), '---\ntitle: Home\n---\n')
    symlinkSync('generated/docs.json', path.join(site, 'docs.json'))
    const { status, stdout, stderr } = runCli(['migrate', '.', '--write'], site)
    expect({ status, stdout, stderr }).toEqual({ status: 2, stdout: '', stderr: 'docslint: docs.json is a symbolic link to generated/docs.json, which does not exist; add --force to replace it\n' })
    expect(lstatSync(path.join(site, 'docs.json')).isSymbolicLink()).toBe(true)
    expect(readlinkSync(path.join(site, 'docs.json'))).toBe('generated/docs.json')
  })
})

describe('--fix leaves a read-only page as it is', () => {
  it('a 0444 page keeps its text and mode, and its problem is reported, unfixed (exit 1)', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'docslint-writes-'))
    made.push(site)
    const text = '---\ntitle: "Home"\ndescription: "Start here."\n---\n\nRead [the setup](/setupp).\n'
    writeFileSync(path.join(site, 'docs.json'), JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages: ['index', 'setup'] }] }))
    writeFileSync(path.join(site, 'index.mdx'), text)
    writeFileSync(path.join(site, 'setup.mdx'), '---\ntitle: "Setup"\ndescription: "Set it up."\n---\n\nSet it up.\n')
    chmodSync(path.join(site, 'index.mdx'), 0o444)
    const inode = statSync(path.join(site, 'index.mdx')).ino
    const { status, stdout, stderr } = runCli(['check', '.', '--fix', '--format', 'json'], site)
    expect(readFileSync(path.join(site, 'index.mdx'), 'utf8')).toBe(text)
    expect(statSync(path.join(site, 'index.mdx')).mode & 0o777).toBe(0o444)
    expect(statSync(path.join(site, 'index.mdx')).ino).toBe(inode)
    expect(status).toBe(1)
    expect(stderr).toBe('docslint: not fixed: index.mdx is read-only (its owner may not write it); its problems are reported as they are\n')
    const report = JSON.parse(stdout) as { messages: { ruleId: string; line: number }[] }[]
    expect(report.flatMap((file) => file.messages.map((message) => `${message.ruleId} ${message.line}`))).toContain('link-broken 6')
  })

  it('a page in a read-only folder (0555) is left as it is too', () => {
    const site = fixableSite()
    chmodSync(path.join(site, 'guides'), 0o555)
    const { status, stderr } = runCli(['check', '.', '--fix'], site)
    chmodSync(path.join(site, 'guides'), 0o755)
    expect(readFileSync(path.join(site, 'guides/index.mdx'), 'utf8')).toBe(brokenLink)
    expect({ status, stderr }).toEqual({ status: 1, stderr: 'docslint: not fixed: guides/index.mdx is in a read-only folder; its problems are reported as they are\n' })
  })

  // Only root may give a file to another user; rename() would make the fixed page root's.
  ;(process.getuid?.() === 0 ? it : it.skip)('run as root, a page of another user is fixed and stays theirs', () => {
    const site = fixableSite()
    chownSync(path.join(site, 'guides/index.mdx'), 1234, 5678)
    expect(runCli(['check', '.', '--fix'], site).status).toBe(0)
    const stats = statSync(path.join(site, 'guides/index.mdx'))
    expect({ uid: stats.uid, gid: stats.gid, text: readFileSync(path.join(site, 'guides/index.mdx'), 'utf8') }).toEqual({ uid: 1234, gid: 5678, text: brokenLink.replace('/guides/setupp', '/guides/setup') })
  })
})

const brokenLink = '---\ntitle: "Home"\ndescription: "Start here."\n---\n\nRead [the setup](/guides/setupp).\n'

/** A site whose `guides/index.mdx` has a link that --fix corrects. */
function fixableSite(): string {
  const site = mkdtempSync(path.join(tmpdir(), 'docslint-writes-'))
  made.push(site)
  mkdirSync(path.join(site, 'guides'))
  writeFileSync(path.join(site, 'docs.json'), JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages: ['guides/index', 'guides/setup'] }] }))
  writeFileSync(path.join(site, 'guides/index.mdx'), brokenLink)
  writeFileSync(path.join(site, 'guides/setup.mdx'), '---\ntitle: "Setup"\ndescription: "Set it up."\n---\n\nSet it up.\n')
  return site
}
