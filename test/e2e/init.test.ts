import { describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { projectRoot, runCli } from './run-cli.js'

/** A repository (a `.git` folder) with the example site in `docs/`. */
function repository(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docslint-init-'))
  mkdirSync(path.join(root, '.git'))
  cpSync(path.join(projectRoot, 'examples/acme'), path.join(root, 'docs'), { recursive: true })
  return root
}

describe('docslint init', () => {
  it('writes the configuration and the editor rules in a fresh repository, and prints the CI snippets', () => {
    const root = repository()
    const { status, stdout, stderr } = runCli(['init', '--style'], root)
    expect(status).toBe(0)
    expect(JSON.parse(readFileSync(path.join(root, '.docslintrc.json'), 'utf8')).extends).toEqual(['docslint:recommended', 'docslint:style'])
    const rules = readFileSync(path.join(root, '.cursor/rules/docslint.mdc'), 'utf8')
    expect(rules).toMatch(/^---\ndescription: .*\nglobs: docs\/\*\*\/\*\.mdx\nalwaysApply: false\n---\n/)
    expect(rules).toContain('- Address the reader as "you".')
    expect(rules).toContain('`<Steps>`, ')
    expect(rules).toContain('- `prose-tense` (warn): ')
    expect(rules).toContain('- State things plainly: no "simply", "just" or "easily" before an instruction')
    expect(rules).toContain('- `prose-hedging` (warn): ')
    expect(rules).toContain('- Use the short phrase: "to", not "in order to"')
    expect(rules).toContain('- `prose-simplify` (warn): ')
    expect(stderr).toBe('docslint init: wrote .docslintrc.json\ndocslint init: wrote .cursor/rules/docslint.mdc\ndocslint init: wrote .gitignore\n')
    expect(readFileSync(path.join(root, '.gitignore'), 'utf8')).toBe("# docslint's result cache (--cache)\n.docslintcache\n")
    expect(stdout).toContain('# .pre-commit-config.yaml (add it yourself, or run `docslint init --ci`):\nrepos:\n')
    expect(stdout).toContain('        with:\n          root: docs\n')
    expect(existsSync(path.join(root, '.github'))).toBe(false)
    // The written configuration is one docslint reads: the style rules now report on the site.
    writeFileSync(path.join(root, 'docs/quickstart.mdx'), `${readFileSync(path.join(root, 'docs/quickstart.mdx'), 'utf8')}\nWe deploy it.\n`)
    expect(runCli(['check', 'docs', '--format', 'json'], root).stdout).toContain('"ruleId":"prose-person"')
  })

  it('leaves existing files as they are, and its editor rules follow the configuration in force', () => {
    const root = repository()
    writeFileSync(path.join(root, '.docslintrc.json'), '{ "extends": "docslint:strict" }\n')
    mkdirSync(path.join(root, '.github/workflows'), { recursive: true })
    writeFileSync(path.join(root, '.github/workflows/docslint.yml'), 'mine\n')
    const { status, stderr } = runCli(['init', '--ci'], root)
    expect(status).toBe(0)
    expect(readFileSync(path.join(root, '.docslintrc.json'), 'utf8')).toBe('{ "extends": "docslint:strict" }\n')
    expect(readFileSync(path.join(root, '.github/workflows/docslint.yml'), 'utf8')).toBe('mine\n')
    expect(readFileSync(path.join(root, '.pre-commit-config.yaml'), 'utf8')).toContain('      - id: docslint\n        args: [docs]\n')
    expect(readFileSync(path.join(root, '.cursor/rules/docslint.mdc'), 'utf8')).not.toContain('prose-tense')
    expect(readFileSync(path.join(root, '.cursor/rules/docslint.mdc'), 'utf8')).not.toContain('prose-hedging')
    expect(stderr).toBe(
      'docslint init: .docslintrc.json exists, left as it is\ndocslint init: wrote .cursor/rules/docslint.mdc\ndocslint init: wrote .pre-commit-config.yaml\ndocslint init: .github/workflows/docslint.yml exists, left as it is\ndocslint init: wrote .gitignore\n'
    )
  })

  it('writes a workflow that may upload SARIF, uploads it, and keeps the cache between runs', () => {
    const root = repository()
    expect(runCli(['init', '--ci'], root).status).toBe(0)
    const workflow = parse(readFileSync(path.join(root, '.github/workflows/docslint.yml'), 'utf8')) as {
      jobs: { docslint: { permissions: Record<string, string>; steps: { id?: string; uses: string; if?: string; with?: Record<string, string> }[] } }
    }
    const { permissions, steps } = workflow.jobs.docslint
    expect(permissions).toEqual({ contents: 'read', 'security-events': 'write' })
    expect(steps.map((step) => step.uses)).toEqual(['actions/checkout@v5', 'actions/cache@v4', 'docslint/docslint@v1', 'github/codeql-action/upload-sarif@v4'])
    const [checkout, cache, action, upload] = steps
    // Two commits deep: the action's pull-request mode compares with the base.
    expect(checkout.with).toEqual({ 'fetch-depth': 2 })
    // The cache step keeps the file the action writes, which .gitignore leaves out.
    expect(cache.with).toEqual({ path: '.docslintcache', key: 'docslint-${{ github.sha }}', 'restore-keys': 'docslint-' })
    expect(action).toEqual({ id: 'docslint', uses: 'docslint/docslint@v1', with: { root: 'docs', 'cache-location': '.docslintcache' } })
    expect(upload).toEqual({
      if: "${{ !cancelled() && steps.docslint.outputs.sarif-file != '' }}",
      uses: 'github/codeql-action/upload-sarif@v4',
      with: { sarif_file: '${{ steps.docslint.outputs.sarif-file }}', category: 'docslint' }
    })
    expect(readFileSync(path.join(root, '.gitignore'), 'utf8')).toContain('\n.docslintcache\n')
  })

  it('adds the cache file to an existing .gitignore once, and leaves one that already ignores it alone', () => {
    const root = repository()
    writeFileSync(path.join(root, '.gitignore'), 'node_modules/\n*.log')
    const first = runCli(['init'], root)
    expect(first.status).toBe(0)
    expect(first.stderr).toContain('docslint init: added .docslintcache to .gitignore\n')
    const added = "node_modules/\n*.log\n# docslint's result cache (--cache)\n.docslintcache\n"
    expect(readFileSync(path.join(root, '.gitignore'), 'utf8')).toBe(added)
    const again = runCli(['init'], root)
    expect(again.status).toBe(0)
    expect(again.stderr).not.toContain('.gitignore')
    expect(readFileSync(path.join(root, '.gitignore'), 'utf8')).toBe(added)

    const other = repository()
    writeFileSync(path.join(other, '.gitignore'), '/.docslintcache\n')
    expect(runCli(['init'], other).stderr).not.toContain('.gitignore')
    expect(readFileSync(path.join(other, '.gitignore'), 'utf8')).toBe('/.docslintcache\n')
  })

  it('writes nothing with --dry-run', () => {
    const root = repository()
    const { status, stdout } = runCli(['init', '--dry-run', '--ci'], root)
    expect(status).toBe(0)
    expect(readdirSync(root).sort()).toEqual(['.git', 'docs'])
    expect(stdout).toContain('# .docslintrc.json (not written: --dry-run)\n{\n')
    expect(stdout).toContain('# .cursor/rules/docslint.mdc (not written: --dry-run)\n---\n')
    expect(stdout).toContain('# .github/workflows/docslint.yml (not written: --dry-run)\n')
    expect(stdout).toContain("# .gitignore (not written: --dry-run)\n# docslint's result cache (--cache)\n.docslintcache\n")
  })

  it('fails with exit status 2 where there is no site', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docslint-init-'))
    const { status, stderr } = runCli(['init'], root)
    expect(status).toBe(2)
    expect(stderr).toContain('docslint: no docs.json or mint.json in .')
    expect(readdirSync(root)).toEqual([])
  })
})
