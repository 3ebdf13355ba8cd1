/**
 * The endpoint pages' part of the stylesheet: the method and URL bar, schema fields and choices, response
 * statuses, the playground's form and its answer, and method badges in the sidebar. Appended to style.css.
 */
export const ENDPOINT_STYLE = `.endpoint-bar{display:flex;align-items:center;gap:10px;margin:0 0 20px;padding:8px 12px;border:1px solid var(--border);border-radius:12px;background:var(--surface)}
.endpoint-bar .method{font-size:12px;padding:4px 8px}
.endpoint-url{font:14px var(--mono);min-width:0;overflow-wrap:anywhere}.endpoint-base{color:var(--muted)}.endpoint-path{color:var(--fg);font-weight:600}
.endpoint-description{margin:0 0 16px}
.schema-note{margin:12px 0 4px;font-size:14px;color:var(--muted)}
.field-enum{font-size:14px;color:var(--muted)}.field-enum code{font-size:.85em}
.schema-choices{margin:8px 0}.schema-choice{margin:6px 0}
.response-status h3{font:600 15px var(--mono);margin:24px 0 4px}
.nav-api{display:flex!important;align-items:center;gap:8px}.nav-api .method{min-width:42px;text-align:center}
.method-head,.method-options,.method-trace{color:#6b7280}.method-hook{color:#7c3aed}
html.dark .method-get{color:#4ade80}html.dark .method-post{color:#60a5fa}html.dark .method-put,html.dark .method-patch{color:#fbbf24}html.dark .method-delete{color:#f87171}
.playground{margin:0 0 24px;padding:16px;border:1px solid var(--border);border-radius:12px;background:var(--bg)}
.playground-title{margin:0 0 8px;font-weight:600}
.pg-group{margin:12px 0 0;padding:8px 12px 4px;border:1px solid var(--border);border-radius:10px}
.pg-group-note{margin:0 0 8px;font-size:12px;color:var(--muted)}
.pg-group legend{padding:0 6px;font-size:13px;font-weight:600;color:var(--muted)}
.pg-row{display:grid;grid-template-columns:minmax(120px,200px) minmax(0,1fr);gap:4px 12px;align-items:center;margin:0 0 8px}
.pg-name{display:flex;flex-wrap:wrap;align-items:baseline;gap:2px 8px;min-width:0}.pg-name code{font:13px var(--mono);overflow-wrap:anywhere}.pg-note{font-size:12px;color:var(--muted)}
.pg-row input,.pg-row select,.pg-row textarea{width:100%;font:13px var(--mono);padding:6px 8px;border:1px solid var(--border);border-radius:8px;background:var(--bg);color:var(--fg)}
.pg-row textarea{grid-column:1/-1;resize:vertical}
.pg-row input:focus,.pg-row select:focus,.pg-row textarea:focus{outline:2px solid var(--accent);outline-offset:1px}
.pg-actions{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px;margin:12px 0 0}.pg-destination{font-size:13px;color:var(--muted);overflow-wrap:anywhere}
.pg-consent{margin:12px 0 0;padding:10px 12px;border:1px solid var(--border);border-left:4px solid #d97706;border-radius:10px;font-size:14px}.pg-consent p{margin:0 0 8px;overflow-wrap:anywhere}
.pg-consent-actions{display:flex;flex-wrap:wrap;gap:8px}.pg-consent button{font:600 13px var(--sans);padding:6px 14px;border:1px solid var(--border);border-radius:999px;background:var(--bg);color:var(--fg);cursor:pointer}
.pg-send{font:600 14px var(--sans);padding:8px 18px;border:0;border-radius:999px;background:var(--primary-dark);color:#fff;cursor:pointer}.pg-send:disabled{opacity:.6;cursor:progress}
.pg-result{margin:16px 0 0;border-top:1px solid var(--border);padding-top:12px}
.pg-summary{display:flex;gap:12px;margin:0 0 8px;font:600 14px var(--mono)}.pg-status{color:#15803d}.pg-failed .pg-status{color:#b91c1c}.pg-time{color:var(--muted);font-weight:400}
html.dark .pg-status{color:#4ade80}html.dark .pg-failed .pg-status{color:#f87171}
.pg-result pre{margin:8px 0 0;padding:10px 12px;max-height:360px;overflow:auto;font:12px/1.5 var(--mono);background:var(--code-bg);border:1px solid var(--border);border-radius:8px;white-space:pre-wrap;word-break:break-word}
.pg-headers-box>summary{cursor:pointer;font-size:13px;color:var(--muted)}
@media (max-width:760px){.pg-row{grid-template-columns:1fr}}
`
