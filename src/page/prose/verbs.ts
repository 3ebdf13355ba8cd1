/**
 * Just enough English verb forms for the style rules' suggestions: the present tense of a verb for a subject,
 * the base form of common past participles, and the imperative verbs that open a procedure's steps.
 */
import type { Token } from './sentences.js'

const THIRD_PERSON_IRREGULAR: Record<string, string> = { be: 'is', have: 'has', do: 'does', go: 'goes' }

/** The third-person singular present of a base form (`return` → `returns`, `be` → `is`). */
export function thirdPerson(base: string): string {
  if (THIRD_PERSON_IRREGULAR[base]) return THIRD_PERSON_IRREGULAR[base]
  if (/(s|sh|ch|x|z|o)$/.test(base)) return `${base}es`
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`
  return `${base}s`
}

const PLURAL_PRONOUNS = new Set(['you', 'we', 'they', 'i', 'these', 'those', 'both', 'all'])
const SINGULAR_ENDING_IN_S = new Set(['this', 'its', "it's", 'is', 'status', 'process', 'access', 'class', 'address', 'alias', 'analysis', 'bus', 'progress', 'success', 'basis', 'canvas', 'series', 'news', 'gas', 'less', 'plus', 'as', 'us', 'has', 'was', 'does', 'os', 'dns', 'https', 'aws', 'gcs', 'sms', 'css'])

/** Whether the word before a verb reads as a plural subject (`you`, `tasks`), so the verb keeps its base form. */
export function isPluralSubject(word: Token | undefined): boolean {
  if (!word || word.type !== 'WordNode') return false
  if (PLURAL_PRONOUNS.has(word.lower)) return true
  // A capital after the first letter makes a name (`AgentOps`, `AWS`), however it ends.
  if (/[A-Z]/.test(word.text.slice(1))) return false
  return /[^s]s$/.test(word.lower) && !SINGULAR_ENDING_IN_S.has(word.lower) && word.text !== word.text.toUpperCase()
}

/** The present of `base` for the subject before it: `returns` after `it`, `return` after `they`. */
export function presentFor(base: string, subject: Token | undefined): string {
  if (subject?.lower === 'i') return base === 'be' ? 'am' : base
  if (isPluralSubject(subject)) return base === 'be' ? 'are' : base
  return thirdPerson(base)
}

/** Past participles whose base form is not the participle less `-ed` or `-d`. */
const IRREGULAR_PARTICIPLES: Record<string, string> = {
  built: 'build', sent: 'send', written: 'write', run: 'run', set: 'set', made: 'make', taken: 'take', given: 'give',
  shown: 'show', kept: 'keep', found: 'find', held: 'hold', known: 'know', seen: 'see', done: 'do', read: 'read',
  caught: 'catch', thrown: 'throw', brought: 'bring', bought: 'buy', chosen: 'choose', drawn: 'draw', driven: 'drive',
  got: 'get', gotten: 'get', hidden: 'hide', left: 'leave', lost: 'lose', meant: 'mean', paid: 'pay', put: 'put',
  sold: 'sell', spent: 'spend', split: 'split', sped: 'speed', told: 'tell', thought: 'think', understood: 'understand',
  won: 'win', fed: 'feed', led: 'lead', bound: 'bind', begun: 'begin', broken: 'break', forbidden: 'forbid', shut: 'shut',
  cut: 'cut', let: 'let', hit: 'hit', hung: 'hang', overridden: 'override', rewritten: 'rewrite', undone: 'undo'
}

/** Regular participles whose base keeps the final `e` (`created` → `create`), among the verbs of documentation. */
const E_BASES = new Set([
  'create', 'generate', 'use', 'store', 'configure', 'require', 'provide', 'define', 'handle', 'manage', 'update', 'delete',
  'remove', 'include', 'parse', 'invoke', 'execute', 'validate', 'cache', 'serve', 'change', 'replace', 'retrieve',
  'schedule', 'queue', 'enable', 'disable', 'save', 'close', 'authenticate', 'authorize', 'authorise', 'compute',
  'encode', 'decode', 'compile', 'receive', 'resolve', 'issue', 'release', 'operate', 'produce', 'populate', 'evaluate',
  'estimate', 'calculate', 'initiate', 'translate', 'upgrade', 'write', 'continue', 'capture', 'dispose', 'propagate',
  'rotate', 'share', 'source', 'manage', 'measure', 'persist', 'trace', 'trigger', 'analyze', 'analyse', 'organize',
  'organise', 'combine', 'determine', 'examine', 'compare', 'declare', 'prepare', 'ignore', 'approve', 'move', 'revoke',
  'introduce', 'reduce', 'sanitize', 'serialize', 'normalize', 'synchronize', 'optimize', 'customize', 'recognize',
  'automate', 'deprecate', 'duplicate', 'separate', 'associate', 'locate', 'allocate', 'activate', 'deactivate', 'migrate',
  'route', 'scope', 'type', 'name', 'fire', 'place', 'price', 'rate', 'size', 'time', 'hire', 'force', 'charge', 'merge',
  'exchange', 'archive', 'bundle', 'throttle', 'enforce', 'reference', 'interleave', 'sample', 'invite', 'cause',
  'starve', 'serve', 'observe', 'reserve', 'preserve', 'manage', 'stage', 'license', 'license', 'pause', 'raise', 'purge',
  'expose', 'compose', 'choose', 'note', 'vote', 'quote', 'promote', 'delete', 'complete', 'secure', 'store', 'like',
  'make', 'take', 'invoke', 'provide', 'include', 'exclude', 'override', 'hide', 'guide', 'decide', 'divide', 'ride'
].filter((base) => base.endsWith('e')))

/** Regular verbs of documentation whose participle is the base and `-ed` (`returned`, `called`). */
const PLAIN_BASES = new Set([
  'return', 'call', 'process', 'open', 'list', 'display', 'sign', 'limit', 'deploy', 'reject', 'load', 'emit', 'submit',
  'log', 'scan', 'trigger', 'request', 'select', 'send', 'add', 'attach', 'append', 'block', 'check', 'collect',
  'connect', 'convert', 'detect', 'edit', 'expect', 'export', 'import', 'extract', 'follow', 'format', 'forward', 'host',
  'inject', 'install', 'invoke', 'lock', 'mark', 'mount', 'own', 'perform', 'power', 'print', 'protect', 'publish',
  'record', 'render', 'report', 'restrict', 'return', 'stream', 'support', 'test', 'track', 'transform', 'trust', 'visit',
  'wrap', 'accept', 'access', 'allow', 'assign', 'back', 'cancel', 'consider', 'contain', 'control', 'copy', 'cover',
  'deliver', 'destroy', 'develop', 'discover', 'download', 'enter', 'fetch', 'fill', 'filter', 'flag', 'govern', 'grant',
  'handle', 'help', 'ignore', 'insert', 'interpret', 'keep', 'kill', 'launch', 'maintain', 'monitor', 'offer', 'pass',
  'persist', 'pick', 'post', 'prefer', 'prevent', 'print', 'pull', 'push', 'query', 'reach', 'recommend', 'refresh',
  'register', 'reload', 'remember', 'repair', 'represent', 'reset', 'resolve', 'restart', 'retry', 'review', 'run',
  'search', 'secure', 'sort', 'start', 'stop', 'store', 'submit', 'switch', 'sync', 'tag', 'target', 'throw', 'toggle',
  'turn', 'unlock', 'upload', 'verify', 'view', 'wait', 'want', 'watch', 'work', 'crash', 'bill', 'embed', 'fork',
  'inspect', 'mention', 'obtain', 'open', 'pin', 'plan', 'play', 'prompt', 'provision', 'redirect', 'refer', 'rerun',
  'resume', 'spawn', 'suspend', 'train', 'transfer', 'type', 'accompany', 'apply', 'carry', 'deny', 'specify', 'modify',
  'notify', 'verify', 'identify', 'classify', 'qualify', 'rely', 'reply', 'supply', 'try', 'occupy', 'copy', 'empty'
])

/** The base form of a past participle (`generated` → `generate`, `sent` → `send`), or undefined when it is not known. */
export function baseOfParticiple(participle: string): string | undefined {
  const word = participle.toLowerCase()
  if (IRREGULAR_PARTICIPLES[word]) return IRREGULAR_PARTICIPLES[word]
  if (!word.endsWith('ed')) return undefined
  const candidates = [word.slice(0, -1), word.slice(0, -2), `${word.slice(0, -3)}y`, word.slice(0, -3)]
  return candidates.find((base) => E_BASES.has(base) || PLAIN_BASES.has(base) || IMPERATIVE_VERBS.has(base))
}

/**
 * Verbs that open an instruction (`Install the CLI`, `Click **Save**`): the imperatives of documentation's
 * procedures. A step that starts with one is taken as an instruction.
 */
export const IMPERATIVE_VERBS = new Set([
  'access', 'activate', 'add', 'adjust', 'allow', 'apply', 'assign', 'attach', 'authenticate', 'authorize', 'build',
  'call', 'change', 'check', 'choose', 'clone', 'click', 'close', 'configure', 'confirm', 'connect', 'copy', 'create',
  'define', 'delete', 'deploy', 'disable', 'download', 'drag', 'edit', 'enable', 'enter', 'execute', 'export', 'fill',
  'find', 'follow', 'generate', 'give', 'go', 'grant', 'head', 'hit', 'import', 'initialize', 'initialise', 'insert',
  'install', 'invite', 'launch', 'locate', 'log', 'login', 'make', 'modify', 'mount', 'move', 'name', 'navigate', 'open',
  'paste', 'pick', 'place', 'press', 'provide', 'publish', 'pull', 'push', 'put', 'register', 'reload', 'remove',
  'rename', 'replace', 'restart', 'review', 'right-click', 'run', 'save', 'scroll', 'select', 'send', 'set', 'setup',
  'sign', 'specify', 'start', 'stop', 'submit', 'switch', 'tap', 'test', 'toggle', 'turn', 'type', 'uncomment',
  'uninstall', 'update', 'upgrade', 'upload', 'use', 'verify', 'visit', 'wait', 'wrap', 'write'
])
