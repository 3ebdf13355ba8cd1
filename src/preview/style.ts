import { ENDPOINT_STYLE } from './endpoint/style.js'
import { LAYOUT_STYLE } from './layout-style.js'
import { CODE_STYLE } from './code-style.js'
import { SEARCH_STYLE } from './search/style.js'
import { PAGE_STYLE } from './page-style.js'

/**
 * The preview's stylesheet (`_docslint/style.css`). docs.json's colours arrive as custom properties
 * (`--primary`, `--primary-light`, `--primary-dark`, `--background-light`, `--background-dark`, see layout.ts);
 * dark mode is `html.dark`. No requests: the system's UI and monospace fonts, or docs.json's fonts where the site
 * has their files (fonts.ts).
 */

export const STYLE = `:root{--primary:#16A34A;--primary-light:var(--primary);--primary-dark:var(--primary);--background-light:#ffffff;--background-dark:#0f1117;
--bg:var(--background-light);--fg:#1f2328;--muted:#59636e;--border:#e5e7eb;--surface:#f6f8fa;--accent:var(--primary);--code-bg:#f6f8fa;
--system-sans:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;--sans:var(--system-sans);--mono:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;color-scheme:light}
html.dark{--bg:var(--background-dark);--fg:#e6e8eb;--muted:#9aa4b2;--border:#2a2f3a;--surface:#171b24;--accent:var(--primary-light);--code-bg:#161b22;color-scheme:dark}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:var(--sans);font-size:16px;line-height:1.65;color:var(--fg);background:var(--bg);background-repeat:no-repeat;background-position:top center;background-size:100% auto}
a{color:var(--accent)}
[hidden]{display:none!important}
.icon{width:1em;height:1em;display:inline-block;vertical-align:-0.125em;flex:none}
.icon-missing{box-sizing:border-box;border:1px dashed currentColor;border-radius:3px;font:700 .7em/1 var(--mono,monospace);text-align:center;display:inline-flex;align-items:center;justify-content:center;opacity:.8}
.skip-link{position:absolute;left:-999px}.skip-link:focus{left:8px;top:8px;z-index:10;background:var(--bg);padding:4px 8px}
.site-header{position:sticky;top:0;z-index:5;background:color-mix(in srgb,var(--bg) 92%,transparent);backdrop-filter:blur(8px);border-bottom:1px solid var(--border)}
.header-row{display:flex;align-items:center;gap:16px;height:60px;padding:0 24px;max-width:1440px;margin:0 auto}
.header-space{flex:1}
.brand{display:flex;align-items:center;text-decoration:none;color:var(--fg);font-weight:700;font-size:18px}
.logo{height:28px;width:auto}
.logo-dark{display:none}html.dark .logo-dark{display:block}html.dark .logo-light{display:none}
.topbar{display:flex;align-items:center;gap:14px;font-size:14px}
.topbar-link{color:var(--muted);text-decoration:none}.topbar-link:hover{color:var(--fg)}
.cta{display:inline-flex;align-items:center;gap:6px;padding:6px 12px;border-radius:999px;background:var(--primary-dark);color:#fff;text-decoration:none;font-weight:600}
.cta-github{background:transparent;color:var(--fg);border:1px solid var(--border)}
.stars{display:inline-flex;align-items:center;gap:4px;color:var(--muted)}
.version-select{font:inherit;font-size:14px;padding:4px 8px;border-radius:8px;border:1px solid var(--border);background:var(--bg);color:var(--fg)}
.mode-toggle,.menu-toggle{display:inline-flex;align-items:center;justify-content:center;width:34px;height:34px;border-radius:8px;border:1px solid var(--border);background:transparent;color:var(--fg);cursor:pointer}
.icon-moon{display:none}html.dark .icon-moon{display:inline-block}html.dark .icon-sun{display:none}
.menu-toggle{display:none}
.tab-bar{display:flex;gap:24px;padding:0 24px;max-width:1440px;margin:0 auto;font-size:14px;overflow-x:auto;white-space:nowrap}
.tab-link{display:inline-flex;align-items:center;gap:6px;padding:8px 0;color:var(--muted);text-decoration:none;border-bottom:2px solid transparent}
.tab-link.active{color:var(--fg);border-bottom-color:var(--accent);font-weight:600}
.layout{display:grid;grid-template-columns:260px minmax(0,1fr) 240px;gap:40px;max-width:1440px;margin:0 auto;padding:0 24px}
body.has-examples .layout{grid-template-columns:260px minmax(0,1fr) 380px}
.sidebar{position:sticky;top:var(--header-height);align-self:start;max-height:calc(100vh - var(--header-height));overflow:auto;padding:24px 0;font-size:14px}
.anchors{list-style:none;margin:0 0 20px;padding:0}
.anchors li{margin:2px 0}
.anchor{display:flex;align-items:center;gap:10px;padding:4px 0;color:var(--muted);text-decoration:none;font-weight:500}
.anchors .active .anchor{color:var(--accent);font-weight:600}
.anchor-icon{display:inline-flex;align-items:center;justify-content:center;width:24px;height:24px;border-radius:6px;background:var(--surface);border:1px solid var(--border);color:var(--fg);font-size:12px}
.anchor-icon[style]{color:#fff;border:0}
.nav-root{list-style:none;margin:0;padding:0}.nav-root>li>.nav-link{margin-bottom:2px}
.nav-tag{font-size:11px;font-weight:600;padding:1px 6px;border-radius:999px;background:color-mix(in srgb,var(--accent) 14%,transparent);color:var(--accent)}
.nav-group-root{display:flex;align-items:center;gap:8px;color:inherit;text-decoration:none}.nav-group-root.active{color:var(--accent)}
.menu{position:relative;margin:0 0 16px}
.menu>summary{display:flex;align-items:center;gap:10px;padding:8px 12px;border:1px solid var(--border);border-radius:10px;cursor:pointer;list-style:none;font-weight:600;color:var(--fg)}
.menu>summary::-webkit-details-marker{display:none}
.menu>summary::after{content:"";margin-left:auto;width:6px;height:6px;border-right:1.5px solid currentColor;border-bottom:1.5px solid currentColor;transform:rotate(45deg);margin-top:-3px}
.menu-list{position:absolute;z-index:6;left:0;right:0;margin:4px 0 0;padding:6px;list-style:none;background:var(--bg);border:1px solid var(--border);border-radius:10px;box-shadow:0 8px 24px rgba(0,0,0,.12)}
.menu-link{display:grid;grid-template-columns:auto 1fr;column-gap:10px;align-items:center;padding:6px 8px;border-radius:8px;color:var(--fg);text-decoration:none}
.menu-link>.icon{grid-row:span 2}.menu-link:hover{background:var(--surface)}.menu-link.active{color:var(--accent)}
.menu-name{font-weight:500}.menu-description{grid-column:2;font-size:12px;color:var(--muted)}
.topbar .menu{margin:0}.topbar .menu>summary{padding:4px 10px;font-weight:500;font-size:14px}.topbar .menu-list{left:auto;min-width:160px}
.cta-discord{background:#5865F2}
.footer-columns{display:flex;flex-wrap:wrap;gap:32px;margin:0 0 24px}
.footer-header{margin:0 0 8px;font-weight:600;color:var(--fg)}
.footer-column ul{list-style:none;margin:0;padding:0}.footer-column li{margin:4px 0}
.footer-link{color:var(--muted);text-decoration:none}.footer-link:hover{color:var(--fg)}
.nav-group{margin:0 0 20px}.nav-group .nav-group{margin:6px 0 6px}
.nav-group-title{display:flex;align-items:center;gap:8px;margin:0 0 6px;font-weight:600;color:var(--fg)}
.nav-group ul{list-style:none;margin:0;padding:0}
.nav-group .nav-group{padding-left:12px;border-left:1px solid var(--border)}
.nav-group .nav-group .nav-group-title{font-weight:500;color:var(--muted)}
.nav-group-link{display:flex;align-items:center;gap:8px;padding:4px 0;color:var(--muted);text-decoration:none;font-weight:500}
.nav-group-link:hover{color:var(--fg)}
.nav-group-link::after{content:"";margin-left:auto;width:6px;height:6px;border-right:1.5px solid currentColor;border-bottom:1.5px solid currentColor;transform:rotate(-45deg);margin-right:4px}
.nav-link{display:block;padding:4px 10px;margin-left:-10px;border-radius:8px;color:var(--muted);text-decoration:none}
.nav-link:hover{color:var(--fg);background:var(--surface)}
.nav-link.active{color:var(--accent);background:color-mix(in srgb,var(--accent) 12%,transparent);font-weight:600}
.nav-endpoint,.nav-missing{display:flex;gap:8px;align-items:center;padding:4px 0;color:var(--muted);font-size:13px}
.method{font:600 10px/1 var(--mono);padding:3px 5px;border-radius:4px;background:var(--surface);border:1px solid var(--border);color:var(--fg)}
.method-get{color:#0f8a4a}.method-post{color:#2563eb}.method-put,.method-patch{color:#b45309}.method-delete{color:#dc2626}
.content{min-width:0;padding:32px 0 48px}
.page-header h1{font-size:32px;line-height:1.25;margin:0 0 8px;letter-spacing:-0.01em}
.page-description{font-size:18px;color:var(--muted);margin:0 0 24px}
${PAGE_STYLE}.heading-anchor{margin-left:8px;color:var(--muted);text-decoration:none;opacity:0;font-weight:400}
h2:hover .heading-anchor,h3:hover .heading-anchor,h4:hover .heading-anchor,.heading-anchor:focus{opacity:1}
.code-block{margin:16px 0;border:1px solid var(--border);border-radius:12px;overflow:hidden;background:var(--code-bg)}
.code-bar{display:flex;align-items:center;justify-content:space-between;padding:4px 8px 4px 14px;border-bottom:1px solid var(--border);font:12px var(--mono);color:var(--muted);min-height:34px}
.copy{border:0;background:transparent;color:var(--muted);cursor:pointer;padding:6px;border-radius:6px}.copy:hover{color:var(--fg);background:var(--surface)}
.copy.copied{color:var(--accent)}
pre.shiki{margin:0;padding:14px 16px;overflow:auto;font:13px/1.6 var(--mono);background:transparent!important}
.shiki span{color:var(--shiki-light)}html.dark .shiki span{color:var(--shiki-dark)}
.tabs>.tab-list{display:flex;gap:4px;border-bottom:1px solid var(--border);overflow-x:auto}
.tab{font:inherit;font-size:14px;border:0;background:transparent;color:var(--muted);padding:8px 12px;cursor:pointer;border-bottom:2px solid transparent;margin-bottom:-1px;white-space:nowrap}
.tab[aria-selected=true]{color:var(--accent);border-bottom-color:var(--accent);font-weight:600}
.code-group,.example-code.tabs{margin:16px 0;border:1px solid var(--border);border-radius:12px;overflow:hidden;background:var(--code-bg)}
.code-group>.tab-list,.example-code>.tab-list{padding:0 8px}
.code-group .code-block,.example-code .code-block{margin:0;border:0;border-radius:0}
.code-group,.example-code.tabs{position:relative}
.code-group>.tab-list,.example-code.tabs>.tab-list{padding-right:44px}
.code-group .code-bar,.example-code.tabs .code-bar{position:absolute;top:4px;right:4px;border:0;min-height:0;padding:0}
.code-group .code-title,.example-code.tabs .code-title{display:none}
.schema-field{padding:14px 0;border-bottom:1px solid var(--border)}
.field-head{display:flex;flex-wrap:wrap;gap:8px;align-items:center;font-size:13px}
.field-name{font:600 14px var(--mono);color:var(--accent)}
.field-location,.field-type,.field-default{padding:1px 8px;border-radius:6px;background:var(--surface);color:var(--muted);font-family:var(--mono)}
.field-required{padding:1px 8px;border-radius:6px;background:#fee2e2;color:#991b1b;font-weight:600}
html.dark .field-required{background:#3b1414;color:#fca5a5}
.field-deprecated{padding:1px 8px;border-radius:6px;background:#fef3c7;color:#92400e}
.field-body{font-size:15px}.field-body>p{margin:6px 0}
.page-side{position:sticky;top:var(--header-height);align-self:start;max-height:calc(100vh - var(--header-height));overflow:auto;padding:32px 0;font-size:13px}
.toc-title{font-weight:600;margin:0 0 8px}
.toc ul{list-style:none;margin:0 0 24px;padding:0}.toc li{margin:4px 0}.toc a{color:var(--muted);text-decoration:none}.toc a:hover{color:var(--fg)}
.toc-depth-3{padding-left:12px}
.example{margin-bottom:16px}.example-label{font-weight:600;font-size:13px;margin-bottom:6px;color:var(--muted)}
.example .code-block{margin:0}
.feedback{display:flex;gap:12px;margin:40px 0 0}
.feedback-button{display:inline-flex;align-items:center;gap:6px;font-size:13px;padding:6px 12px;border:1px solid var(--border);border-radius:999px;color:var(--muted);text-decoration:none}
.feedback-button:hover{color:var(--fg)}
.site-footer{margin-top:48px;padding-top:24px;border-top:1px solid var(--border);font-size:14px;color:var(--muted)}
.pager{display:flex;justify-content:space-between;gap:16px;margin-bottom:24px}
.pager a{display:flex;flex-direction:column;padding:10px 14px;border:1px solid var(--border);border-radius:12px;text-decoration:none;color:var(--fg);min-width:40%}
.pager-next{text-align:right;margin-left:auto}.pager-label{font-size:12px;color:var(--muted)}
.footer-row{display:flex;justify-content:space-between;align-items:center}
.socials{display:flex;gap:14px}.social{color:var(--muted);font-size:18px}.social:hover{color:var(--fg)}
@media (max-width:1100px){.layout,body.has-examples .layout{grid-template-columns:240px minmax(0,1fr)}.page-side{position:static;grid-column:2;padding-top:0;max-height:none}}
@media (max-width:760px){
.layout,body.has-examples .layout{display:block;padding:0 16px}
.header-row{padding:0 12px;gap:10px}.tab-bar{padding:0 16px}
.menu-toggle{display:inline-flex}
.topbar-link,.cta-github>span:not(.stars){display:none}
.sidebar{display:none;position:static;max-height:none}
body.nav-open .sidebar{display:block}
.toc{display:none}
.page-header h1{font-size:26px}
}
${LAYOUT_STYLE}${SEARCH_STYLE}` + ENDPOINT_STYLE + CODE_STYLE
