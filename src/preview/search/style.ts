/** The search box and its results (part of `_docslint/style.css`, see style.ts). */
export const SEARCH_STYLE = `.search{position:relative;flex:0 1 300px;min-width:0;margin-left:8px}
.search-field{display:flex;align-items:center;gap:8px;height:36px;padding:0 10px;border:1px solid var(--border);border-radius:10px;background:var(--surface);color:var(--muted);cursor:text}
.search-field:focus-within{border-color:var(--accent);outline:2px solid color-mix(in srgb,var(--accent) 35%,transparent)}
.search-input{flex:1;min-width:0;border:0;background:transparent;color:var(--fg);font:inherit;font-size:14px;outline:none}
.search-input::-webkit-search-cancel-button{cursor:pointer}
.search-key{font:11px var(--mono);padding:2px 6px;border:1px solid var(--border);border-radius:6px;color:var(--muted);background:var(--bg)}
.search-results{position:absolute;z-index:8;top:calc(100% + 6px);left:0;width:max(100%,420px);max-width:calc(100vw - 24px);max-height:min(60vh,480px);overflow:auto;padding:6px;background:var(--bg);border:1px solid var(--border);border-radius:12px;box-shadow:0 12px 32px rgba(0,0,0,.16)}
.search-result{display:flex;flex-direction:column;gap:2px;padding:8px 10px;border-radius:8px;color:var(--fg);text-decoration:none}
.search-result[aria-selected=true]{background:color-mix(in srgb,var(--accent) 14%,transparent)}
.search-result-title{font-weight:600;font-size:14px}
.search-result-section{font-size:13px;color:var(--muted)}
.search-result-scope{align-self:flex-start;font-size:12px;padding:0 6px;border:1px solid var(--border);border-radius:6px;color:var(--muted)}
.search-empty{margin:0;padding:8px 10px;color:var(--muted);font-size:14px}
.search-status{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;margin:0}
@media (max-width:760px){.header-row{position:relative}.search{flex:0 0 36px;margin-left:0}.search-field{width:36px;padding:0 10px}.search-key{display:none}
.search:focus-within{position:absolute;z-index:9;left:12px;right:12px;top:12px}.search:focus-within .search-field{width:auto;background:var(--bg)}
.search-results{position:fixed;left:12px;right:12px;top:calc(var(--header-height) + 4px);width:auto;max-width:none}}
`
