import { describe, expect, it } from '@jest/globals'
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
    expect(stderr).toBe('docslint init: wrote .docslintrc.json\ndocslint init: wrote .cursor/rules/docslint.mdc\n')
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
      'docslint init: .docslintrc.json exists, left as it is\ndocslint init: wrote .cursor/rules/docslint.mdc\ndocslint init: wrote .pre-commit-config.yaml\ndocslint init: .github/workflows/docslint.yml exists, left as it is\n'
    )
  })

  it('writes nothing with --dry-run', () => {
    const root = repository()
    const { status, stdout } = runCli(['init', '--dry-run', '--ci'], root)
    expect(status).toBe(0)
    expect(readdirSync(root).sort()).toEqual(['.git', 'docs'])
    expect(stdout).toContain('# .docslintrc.json (not written: --dry-run)\n{\n')
    expect(stdout).toContain('# .cursor/rules/docslint.mdc (not written: --dry-run)\n---\n')
    expect(stdout).toContain('# .github/workflows/docslint.yml (not written: --dry-run)\n')
  })

  it('fails with exit status 2 where there is no site', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docslint-init-'))
    const { status, stderr } = runCli(['init'], root)
    expect(status).toBe(2)
    expect(stderr).toContain('docslint: no docs.json or mint.json in .')
    expect(readdirSync(root)).toEqual([])
  })
})
