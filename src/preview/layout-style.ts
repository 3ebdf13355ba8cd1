/**
 * The layout's measured offsets, the footer's place, scroll boxes and the phone menu (part of
 * `_docslint/style.css`, after the base rules of style.ts, which it refines). `--header-height` is measured by
 * the script; the values here are the header's height before it runs (61 px, 102 px with a tab bar).
 */
export const LAYOUT_STYLE = `:root{--header-height:61px}
:root:has(.site-header .tab-bar){--header-height:102px}
.prose [id],.update[id]{scroll-margin-top:calc(var(--header-height) + 16px)}
.sidebar{grid-row:1 / span 2}
.page-side{grid-column:3;grid-row:1 / span 2}
.layout>.site-footer{grid-column:2;margin-top:0;margin-bottom:32px}
.content{padding-bottom:0}
.table-scroll{overflow-x:auto;margin:16px 0}.table-scroll>table{margin:0}
.table-scroll:focus-visible,pre.shiki:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
/* Colours of shiki's GitHub themes under 4.5:1 on the code background, darkened (light) or lightened (dark) to pass. */
.shiki span[style*="--shiki-light:#22863A" i]{color:#1a7f37}.shiki span[style*="--shiki-light:#D73A49" i]{color:#cf222e}.shiki span[style*="--shiki-light:#E36209" i]{color:#bc4c00}
html.dark .shiki span[style*="--shiki-dark:#6A737D" i]{color:#8b949e}
/* Method badges at 4.5:1 or more on their background in both modes. */
.method-get{color:#087443}.method-delete{color:#b91c1c}
html.dark .method-get{color:#4ade80}html.dark .method-post{color:#60a5fa}html.dark .method-put,html.dark .method-patch{color:#fbbf24}html.dark .method-delete{color:#f87171}
.nav-tag{color:color-mix(in srgb,var(--accent) 55%,var(--fg))}
.nav-link>.icon{margin-right:8px}
details.nav-group>summary{display:flex;align-items:center;gap:8px;cursor:pointer;list-style:none;padding:4px 0;font-weight:500;color:var(--muted)}
details.nav-group>summary::-webkit-details-marker{display:none}
details.nav-group>summary::after{content:"";margin-left:auto;width:6px;height:6px;border-right:1.5px solid currentColor;border-bottom:1.5px solid currentColor;transform:rotate(-45deg);margin-right:4px;transition:transform .15s}
details.nav-group[open]>summary::after{transform:rotate(45deg)}
details.nav-group>summary:hover{color:var(--fg)}
.toc a.active{color:var(--accent);font-weight:600}
.phone-links{display:none}
@media (max-width:1100px){.page-side{grid-column:2;grid-row:auto}.layout>.site-footer{grid-column:2}}
@media (max-width:760px){
.sidebar{grid-row:auto}
body.nav-open{overflow:hidden}
body.nav-open .sidebar{position:fixed;align-self:stretch;z-index:20;top:var(--header-height);left:0;right:0;bottom:0;max-height:none;overflow:auto;padding:16px 20px 32px;background:var(--bg);border-top:1px solid var(--border)}
.phone-links{display:block;list-style:none;margin:24px 0 0;padding:16px 0 0;border-top:1px solid var(--border)}
.phone-links li{margin:6px 0}.phone-link{color:var(--fg);text-decoration:none;display:inline-flex;gap:8px;align-items:center}
.tab-bar{scrollbar-width:none}.tab-bar::-webkit-scrollbar{display:none}
.pager a{min-width:0;flex:1}
}
.phone-cta{display:none}
@media (max-width:480px){
.header-row{gap:8px;padding:0 10px}
.logo{max-width:112px;object-fit:contain;object-position:left center}
.topbar{gap:6px;min-width:0}.topbar>.cta{display:none}.phone-links>.phone-cta{display:list-item}
.topbar .menu>summary{padding:4px 6px;max-width:96px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
}
`
