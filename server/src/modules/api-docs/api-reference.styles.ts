/**
 * The reference page's style sheet, served as its own file from the same origin: the page then
 * needs nothing from the content security policy beyond `'self'`, even if inline styles go.
 * A TypeScript string rather than a .css file, so the compiled server carries it without a copy step.
 */
export const API_REFERENCE_CSS = `
:root { color-scheme: light dark; --text: #1d232b; --muted: #5b6673; --border: #d5dbe2; --surface: #f5f7f9;
  --accent: #0b5cad; --get: #1a7f37; --post: #0b5cad; }
@media (prefers-color-scheme: dark) {
  :root { --text: #e6e9ed; --muted: #a3adb8; --border: #3a434d; --surface: #1e252d; --accent: #7ab4f5;
    --get: #56c271; --post: #7ab4f5; }
  body { background: #14191f; }
}
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: var(--text); }
a { color: var(--accent); }
code { font: 0.9em ui-monospace, SFMono-Regular, Menlo, monospace; }
.layout { display: grid; grid-template-columns: 16rem 1fr; max-width: 84rem; margin: 0 auto; }
header { padding: 1.5rem 2rem 0.5rem; border-bottom: 1px solid var(--border); }
header h1 { margin: 0 0 0.25rem; font-size: 1.6rem; }
nav { position: sticky; top: 0; align-self: start; max-height: 100vh; overflow: auto; padding: 1rem 1.5rem; }
nav ul { list-style: none; margin: 0; padding: 0; }
nav li { margin: 0.15rem 0; }
main { padding: 0 2rem 4rem; min-width: 0; }
h2 { margin-top: 2.5rem; padding-bottom: 0.3rem; border-bottom: 1px solid var(--border); }
.operation { margin: 1.5rem 0; padding: 1rem 1.25rem; border: 1px solid var(--border); border-radius: 8px; }
.operation h3 { margin: 0 0 0.5rem; font-size: 1.05rem; display: flex; gap: 0.6rem; align-items: baseline;
  flex-wrap: wrap; }
.method { display: inline-block; min-width: 3.6rem; padding: 0.1rem 0.5rem; border-radius: 4px; color: #fff;
  font-size: 0.8rem; text-align: center; text-transform: uppercase; }
.method-get { background: var(--get); }
.method-post { background: var(--post); }
@media (prefers-color-scheme: dark) { .method { color: #14191f; } }
.access { color: var(--muted); margin: 0.25rem 0; }
h4 { margin: 1rem 0 0.35rem; font-size: 0.95rem; }
table { width: 100%; border-collapse: collapse; font-size: 0.9rem; }
th, td { text-align: left; vertical-align: top; padding: 0.35rem 0.5rem; border-bottom: 1px solid var(--border); }
th { background: var(--surface); font-weight: 600; }
.responses { margin: 0; padding-left: 1.2rem; }
@media (max-width: 50rem) { .layout { display: block; } nav { position: static; max-height: none; } }
`;
