/**
 * How the options of a code block look (part of `_docslint/style.css`, after the base rules of style.ts):
 * highlighted lines, added and removed lines (`[!code ++]`, `[!code --]`), focus (the other lines dimmed until
 * the block is hovered), line numbers (`lines`), wrapping (`wrap`), a folded `expandable` block and its button,
 * the icon in the title bar, code groups (a label never runs under the copy button; `dropdown` is a select),
 * and Mermaid diagrams. The classes are shiki's transformers' own (src/preview/highlight.ts).
 */
export const CODE_STYLE = `pre.shiki code{display:block;min-width:max-content}
pre.shiki .line{display:inline-block;width:100%;padding:0 16px;margin:0 -16px}
pre.shiki .line.highlighted{background:color-mix(in srgb,var(--accent) 14%,transparent);box-shadow:inset 2px 0 var(--accent)}
pre.shiki .line.diff.add{background:rgba(46,160,67,.16);box-shadow:inset 2px 0 #1a7f37}pre.shiki .line.diff.add::before{content:"+";position:absolute;margin-left:-12px;color:#1a7f37}
pre.shiki .line.diff.remove{background:rgba(248,81,73,.14);box-shadow:inset 2px 0 #cf222e}pre.shiki .line.diff.remove::before{content:"-";position:absolute;margin-left:-12px;color:#cf222e}
html.dark pre.shiki .line.diff.add::before{color:#3fb950}html.dark pre.shiki .line.diff.remove::before{color:#f85149}
pre.shiki.has-focused .line:not(.focused){opacity:.45;filter:blur(.6px);transition:opacity .2s,filter .2s}
pre.shiki.has-focused:hover .line:not(.focused),pre.shiki.has-focused:focus-visible .line:not(.focused){opacity:1;filter:none}
pre.shiki.line-numbers code{counter-reset:line}
pre.shiki.line-numbers .line{counter-increment:line}
pre.shiki.line-numbers .line::after{content:counter(line);position:sticky;left:0;float:left;width:2.5em;margin-left:-3.5em;padding-right:1em;text-align:right;color:var(--muted);background:var(--code-bg)}
pre.shiki.line-numbers{padding-left:calc(16px + 3.5em)}
pre.shiki.wrap{white-space:pre-wrap;overflow-wrap:anywhere}pre.shiki.wrap code{min-width:0}
.code-block[data-expandable]{position:relative}
.code-block[data-expandable]:not(.expanded) pre.shiki{max-height:18em;overflow:hidden}
.code-expand{display:block;width:100%;font:12px var(--mono);color:var(--muted);background:var(--code-bg);border:0;border-top:1px solid var(--border);padding:6px;cursor:pointer}.code-expand:hover{color:var(--fg)}
.code-bar{gap:8px}.code-title{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.code-icon{display:inline-flex;color:var(--muted)}
.code-group .code-icon,.example-code.tabs .code-icon{display:none}
.code-group>.tab-list,.example-code.tabs>.tab-list{padding-right:0;margin-right:44px}
.code-group>.tab-select-row{display:flex;align-items:center;min-height:40px;padding:4px 52px 4px 12px;border-bottom:1px solid var(--border)}
.tab-select{font:13px var(--mono);color:var(--fg);background:var(--bg);border:1px solid var(--border);border-radius:6px;padding:4px 8px;max-width:100%}
.mermaid-diagram{margin:16px 0;overflow-x:auto}
.mermaid-diagram pre.mermaid{margin:0;background:transparent;text-align:center;font:13px/1.5 var(--mono);white-space:pre}
.mermaid-diagram pre.mermaid[data-processed]{white-space:normal}
`
