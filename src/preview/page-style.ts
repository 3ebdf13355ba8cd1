import { LIBRARY_ROOT_LIST } from './library/roots.js'

/**
 * How a page's own Markdown looks: its headings, images, inline code, tables and quotes (part of
 * `_docslint/style.css`). The rules are scoped to the page's content (`article > .prose`, layout.ts) and stop at
 * the components the library draws (./library/roots.ts): these rules are unlayered, so inside a card or a callout
 * they would win over every class of the library's layered stylesheet (a card's title drawn as a page heading).
 * The page's text keeps the preview's colours in both modes; the library's own `.prose` boxes keep theirs.
 */
export const PAGE_STYLE = `@scope (article > .prose) to (${LIBRARY_ROOT_LIST}){
:scope{color:var(--fg);--tw-prose-body:var(--fg);--tw-prose-headings:var(--fg);--tw-prose-bold:var(--fg);--tw-prose-links:var(--accent);--tw-prose-code:var(--fg);--tw-prose-quotes:var(--fg);--tw-prose-counters:var(--muted);--tw-prose-bullets:var(--muted)}
h2{font-size:24px;margin:40px 0 12px;line-height:1.3}h3{font-size:19px;margin:28px 0 8px}
h2,h3,h4{position:relative}
img,video,iframe{max-width:100%;height:auto;border-radius:12px}
iframe{aspect-ratio:16/9;width:100%;border:0}
video{width:100%;background:#000}
:not(pre)>code{font-family:var(--mono);font-size:.875em;padding:.15em .35em;border-radius:6px;background:var(--surface);border:1px solid var(--border)}
table{border-collapse:collapse;width:100%;font-size:14px}th,td{border:1px solid var(--border);padding:6px 10px;text-align:left}
blockquote{margin:16px 0;padding:0 16px;border-left:3px solid var(--border);color:var(--muted)}
}
`
