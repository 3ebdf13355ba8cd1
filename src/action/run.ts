/**
 * The GitHub Action (action.yml; bundled into dist-action/index.js): check the site as `docslint check` does
 * (on a pull request, its changes as `--changed` does: src/action/pull-request.ts), annotate the findings (workflow commands on standard output), write the SARIF log and the report in the
 * `format` asked for, set the step's outputs, add the job summary, and exit with the check's status.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseCheckArguments, runCheck, tooManyWarningsReason } from '../cli/check.js'
import { EXIT } from '../cli/exit.js'
import { makeFolders } from '../util/make-folders.js'
import { describeFailure, isExpectedFailure } from '../cli/failure.js'
import { githubCommands, workflowCommand } from '../report/github.js'
import { countMessages, formatReport, reportedFiles } from '../report/index.js'
import { formatSarif } from '../report/sarif.js'
import { withCleanFiles } from '../report/clean-pages.js'
import { checkArguments, InputError, readInputs, reportPath, sarifPath } from './inputs.js'
import { appendSummary, setOutputs } from './outputs.js'
import { annotationOrder, baseCommitOf, pullRequestOf, wholeSiteReason } from './pull-request.js'
import { failureSummary, summaryMarkdown, type SourceLink } from './summary.js'

export async function runAction(env: NodeJS.ProcessEnv, cwd: string): Promise<number> {
  try {
    const inputs = readInputs(env)
    const pull = inputs.changed ? pullRequestOf(env) : undefined
    const base = pull ? baseCommitOf(pull, cwd) : undefined
    const { paths, flags } = parseCheckArguments(checkArguments(inputs, base))
    const run = await runCheck(paths, flags, undefined, true)
    // The Action's reports list clean files too (the JSON, JUnit and Checkstyle reports; the summary's count).
    const files = reportedFiles(withCleanFiles(run.files, run.clean), Boolean(flags.quiet))
    const failure = run.tooManyWarnings ? tooManyWarningsReason(run, flags) : undefined
    const findings = run.changes ? annotationOrder(files, run.changes) : files.flatMap((file) => file.messages.map((message) => ({ file, message })))
    const whole = pull && !base ? wholeSiteReason(pull) : undefined
    process.stdout.write(
      (whole ? workflowCommand('warning', whole, { title: 'docslint' }) : '') + githubCommands(findings) + (failure ? workflowCommand('error', failure, { title: 'docslint' }) : '')
    )
    const sarifFile = writeReport(sarifPath(inputs, env, cwd), formatSarif(files))
    const format = inputs.format
    const reportFile = format
      ? writeReport(reportPath(inputs, format, env, cwd), formatReport(files, { format, color: false, quiet: false, verbose: false }))
      : ''
    const counts = countMessages(files)
    setOutputs(env.GITHUB_OUTPUT, {
      'error-count': String(counts.errors),
      'warning-count': String(counts.warnings),
      'sarif-file': sarifFile,
      'report-file': reportFile
    })
    appendSummary(env.GITHUB_STEP_SUMMARY, summaryMarkdown({ files, failure, note: whole, source: sourceLink(env), changes: run.changes }))
    return run.status
  } catch (error) {
    return fail(error, env)
  }
}

function writeReport(file: string, report: string): string {
  makeFolders(path.dirname(file))
  writeFileSync(file, report)
  return file
}

/**
 * A run that checked nothing says why, and writes no SARIF log: an empty one, uploaded, would close
 * every open code scanning alert of the tool.
 */
function fail(error: unknown, env: NodeJS.ProcessEnv): number {
  const reason = describeFailure(error)
  const expected = isExpectedFailure(error) || error instanceof InputError
  if (!expected && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`)
  process.stdout.write(workflowCommand('error', `docslint could not run: ${reason}`, { title: 'docslint' }))
  setOutputs(env.GITHUB_OUTPUT, { 'sarif-file': '', 'report-file': '' })
  appendSummary(env.GITHUB_STEP_SUMMARY, failureSummary(reason))
  return EXIT.failure
}

function sourceLink(env: NodeJS.ProcessEnv): SourceLink | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_SHA: sha } = env
  return server && repository && sha ? { server, repository, sha } : undefined
}

process.exitCode = await runAction(process.env, process.cwd())
