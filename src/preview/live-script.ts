/**
 * The script `docslint build --serve` adds to each page as it is sent (./serve.ts), never written into the built
 * files. It listens to the server's Server-Sent Events: `reload` (the preview was rebuilt) reloads the page, and
 * `notice` shows what went wrong with the last build (a `BuildNotice`, or null once a build went right) as a box
 * over the page, with each problem's file:line:column. The box is made with `textContent` only: a reason quotes
 * the page's source, which must not become markup.
 */

/** The Server-Sent Events stream of the server. No file of the preview has this path. */
export const EVENTS_PATH = '/_docslint/events'

/** One problem of a build, as the open pages show it. */
export interface NoticeProblem {
  /** `site/page.mdx:12:3`, or the file alone when the problem has no place. */
  where?: string
  reason: string
  ruleId?: string
}

/** What the open pages are told about the last build: why it was not rebuilt, or what errors it was built with. */
export interface BuildNotice {
  title: string
  problems: NoticeProblem[]
  /** How many problems more there are than those listed. */
  more: number
}

/** The id of the notice's box: one at a time. */
const BOX_ID = 'docslint-build-notice'

export const LIVE_SCRIPT = `<script>(() => {
  const events = new EventSource(${JSON.stringify(EVENTS_PATH)})
  events.addEventListener('reload', () => location.reload())
  events.addEventListener('notice', (event) => show(JSON.parse(event.data)))
  function element(tag, style, text) {
    const made = document.createElement(tag)
    made.style.cssText = style
    if (text !== undefined) made.textContent = text
    return made
  }
  function show(notice) {
    const old = document.getElementById(${JSON.stringify(BOX_ID)})
    if (old) old.remove()
    if (!notice) return
    const box = element('section', 'position:fixed;z-index:2147483647;top:12px;left:12px;right:12px;max-height:70vh;overflow:auto;padding:16px 20px;border:2px solid #dc2626;border-radius:12px;background:#18181b;color:#f4f4f5;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;box-shadow:0 12px 32px rgba(0,0,0,.4)')
    box.id = ${JSON.stringify(BOX_ID)}
    box.setAttribute('role', 'alert')
    const close = element('button', 'float:right;font:inherit;color:inherit;background:transparent;border:1px solid #52525b;border-radius:6px;padding:2px 8px;cursor:pointer', 'Close')
    close.type = 'button'
    close.addEventListener('click', () => box.remove())
    box.append(close, element('strong', 'display:block;color:#fca5a5;margin-bottom:8px', notice.title))
    const list = element('ul', 'margin:0;padding:0;list-style:none')
    for (const problem of notice.problems) {
      const item = element('li', 'margin:6px 0;white-space:pre-wrap;overflow-wrap:anywhere')
      if (problem.where) item.append(element('span', 'color:#93c5fd', problem.where), ' ')
      item.append(problem.reason)
      if (problem.ruleId) item.append(' ', element('span', 'color:#a1a1aa', problem.ruleId))
      list.append(item)
    }
    box.append(list)
    if (notice.more > 0) box.append(element('p', 'margin:8px 0 0;color:#a1a1aa', 'and ' + notice.more + ' more (see the terminal)'))
    box.append(element('p', 'margin:8px 0 0;color:#a1a1aa', 'This page reloads by itself once a build goes right.'))
    document.body.append(box)
  }
})()</script>`
