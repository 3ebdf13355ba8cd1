import { describe, expect, it } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import { useWatchedSite, type WatchedCli } from './watched-cli.js'

/** The end of a stylish report: its summary line. */
const REPORT_END = /(?:no problems found|✖ \d+ problems? \([^)]*\))\n/g

/** The stylish reports printed so far, each with the blank line that parts it from the one before. */
function reports(cli: WatchedCli): string[] {
  const found: string[] = []
  let start = 0
  for (const match of cli.stdout.matchAll(REPORT_END)) {
    const end = match.index + match[0].length
    found.push(cli.stdout.slice(start, end))
    start = end
  }
  return found
}

/** The report of run `count`, once it has been printed in full. */
const reportOf = (cli: WatchedCli, count: number) => cli.waitFor(`report ${count}`, () => reports(cli)[count - 1])

const CLEAN = '8 files checked: no problems found\n'

describe('docslint check --watch (built CLI)', () => {
  const site = useWatchedSite()
  const file = site.file

  it('prints the new report after each change, checking only the changed page, and exits with 0 on Ctrl-C (SIGINT)', async () => {
    const cli = site.start(['check', 'site', '--watch'])
    expect(await cli.waitForRun(1)).toMatch(/^docslint: \d\d:\d\d:\d\d checked 6 pages in \d+\.\d\d s; watching for changes \(Ctrl-C to stop\)$/)
    expect(await reportOf(cli, 1)).toBe(CLEAN)

    const page = file('quickstart.mdx')
    const original = readFileSync(page, 'utf8')
    const line = original.split('\n').length + 1
    writeFileSync(page, `${original}\nSee [the next step](/nowhere).\n`)
    expect(await cli.waitForRun(2)).toMatch(
      /^docslint: \d\d:\d\d:\d\d checked 1 page \(5 unchanged, reused\) in \d+\.\d\d s after a change to site\/quickstart\.mdx; watching for changes \(Ctrl-C to stop\)$/
    )
    expect(await reportOf(cli, 2)).toBe(
      `\nsite/quickstart.mdx\n  ${line}:5  error  Link \`/nowhere\` leads to \`/nowhere\`, which is no page of the site  link-broken\n\n✖ 1 problem (1 error, 0 warnings, 0 info)\n`
    )

    writeFileSync(page, original)
    expect(await cli.waitForRun(3)).toMatch(/ checked 1 page \(5 unchanged, reused\) in /)
    expect(await reportOf(cli, 3)).toBe(`\n${CLEAN}`)

    expect(await cli.stop('SIGINT')).toBe(0)
    expect(cli.stderr).toMatch(/\ndocslint: stopped watching\n$/)
    // No screen-clearing codes when standard output is no terminal.
    expect(cli.stdout).not.toContain('\x1b')
  })

  it('in a terminal, clears the screen before each new report, and stops on Ctrl-C with status 0', async () => {
    const cli = site.start(['check', 'site', '--watch'], true)
    await cli.waitForRun(1)
    const page = file('quickstart.mdx')
    writeFileSync(page, `${readFileSync(page, 'utf8')}\nSee [the next step](/nowhere).\n`)
    await cli.waitForRun(2)
    const screen = cli.stdout.replaceAll('\r\n', '\n')
    expect(screen.split('\x1b[2J\x1b[H')).toHaveLength(2)
    const [before, after] = screen.split('\x1b[2J\x1b[H')
    expect(before).toMatch(/^8 files checked: no problems found\ndocslint: .* checked 6 pages in .*\n$/)
    expect(after).toMatch(/^site\/quickstart\.mdx\n .* link-broken\n\n✖ 1 problem \(1 error, 0 warnings, 0 info\)\ndocslint: .* checked 1 page /)
    expect(await cli.typeCtrlC()).toBe(0)
    expect(cli.stdout).toMatch(/docslint: stopped watching\r\n$/)
  })

  it('says what is wrong with an edit that breaks a page, docs.json or the tool configuration, and goes on watching; SIGTERM ends it with 0', async () => {
    const cli = site.start(['check', 'site', '--watch'])
    await reportOf(cli, 1)

    const page = file('quickstart.mdx')
    const original = readFileSync(page, 'utf8')
    const line = original.split('\n').length + 1
    writeFileSync(page, `${original}\n<Card title="Next">\nUnclosed\n`)
    expect(await reportOf(cli, 2)).toBe(
      `\nsite/quickstart.mdx\n  ${line}:1  error  Cannot parse MDX: Expected a closing tag for \`<Card>\`. Close it with \`</Card>\`, or self-close it as \`<Card />\` if it has no content  mdx-syntax\n\n✖ 1 problem (1 error, 0 warnings, 0 info)\n`
    )
    writeFileSync(page, original)
    expect(await reportOf(cli, 3)).toBe(`\n${CLEAN}`)

    const config = file('docs.json')
    const docsJson = readFileSync(config, 'utf8')
    writeFileSync(config, '{ "name": ')
    expect(await reportOf(cli, 4)).toContain('site/docs.json\n  1:11  error  Invalid JSON')
    writeFileSync(config, docsJson)
    expect(await reportOf(cli, 5)).toBe(`\n${CLEAN}`)

    // A tool configuration that cannot be read fails the run (no report); the next good one is used.
    writeFileSync(file('.docslintrc.json'), '{ "rules": ')
    expect(await cli.waitForRun(6)).toMatch(/^docslint: \d\d:\d\d:\d\d the run failed in /)
    expect(cli.stderr).toContain('docslint: site/.docslintrc.json:1:12: invalid JSON: Unexpected end of JSON input\n')
    writeFileSync(page, `${original}\nSee [the next step](/nowhere).\n`)
    await cli.waitForRun(7)
    expect(reports(cli)).toHaveLength(5)
    writeFileSync(file('.docslintrc.json'), '{ "rules": { "link-broken": "off" } }\n')
    await cli.waitForRun(8)
    expect(await reportOf(cli, 6)).toBe(`\n${CLEAN}`)

    expect(await cli.stop('SIGTERM')).toBe(0)
    expect(cli.stderr).not.toContain('internal error')
  })
})
