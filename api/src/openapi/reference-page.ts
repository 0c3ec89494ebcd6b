// A readable reference of the API, rendered on the server from the same OpenAPI document
// served at /api/openapi.json: no CDN, no script, nothing fetched at run time.

type Json = Record<string, unknown>;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The little markdown the descriptions use: `code` and paragraphs. */
function prose(text: unknown): string {
  if (typeof text !== 'string' || !text.trim()) return '';
  return text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('');
}

const anchor = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

function typeOf(schema: unknown): string {
  if (!schema || typeof schema !== 'object') return 'any';
  const s = schema as Json;
  if (typeof s.$ref === 'string') {
    const name = s.$ref.split('/').pop() ?? '';
    return `<a href="#schema-${anchor(name)}">${escapeHtml(name)}</a>`;
  }
  if (Array.isArray(s.enum))
    return s.enum.map((v) => `<code>${escapeHtml(JSON.stringify(v))}</code>`).join(' | ');
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    if (Array.isArray(s[key])) return (s[key] as unknown[]).map(typeOf).join(key === 'allOf' ? ' & ' : ' | ');
  }
  if (s.type === 'array') return `${typeOf(s.items)}[]`;
  if (Array.isArray(s.type)) return s.type.map((t) => escapeHtml(String(t))).join(' | ');
  if (s.type === 'object' && s.additionalProperties && !s.properties)
    return `{ [clave]: ${typeOf(s.additionalProperties)} }`;
  return escapeHtml(String(s.type ?? 'any'));
}

function propertiesTable(schema: Json): string {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows = Object.entries(properties)
    .map(
      ([name, property]) =>
        `<tr><td><code>${escapeHtml(name)}</code>${required.has(name) ? '' : ' <span class="opt">opcional</span>'}</td><td>${typeOf(property)}</td><td>${prose(property.description)}</td></tr>`,
    )
    .join('');
  return rows
    ? `<table><thead><tr><th>Campo</th><th>Tipo</th><th>Descripción</th></tr></thead><tbody>${rows}</tbody></table>`
    : '';
}

function example(value: unknown): string {
  return value === undefined ? '' : `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
}

function operationSection(method: string, path: string, op: Json): string {
  const id = anchor(`${method}-${path}`);
  const parameters = ((op.parameters as Json[] | undefined) ?? [])
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(String(p.name))}</code>${p.required ? '' : ' <span class="opt">opcional</span>'}</td><td>${escapeHtml(String(p.in))}</td><td>${typeOf(p.schema)}</td><td>${prose(p.description ?? (p.schema as Json | undefined)?.description)}</td></tr>`,
    )
    .join('');
  const body = (op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
  const bodyJson = body?.['application/json'];
  const responses = Object.entries((op.responses ?? {}) as Record<string, Json>)
    .map(([status, response]) => {
      const content = response.content as Record<string, Json> | undefined;
      const [contentType, media] = Object.entries(content ?? {})[0] ?? [];
      return `<tr><td><code>${escapeHtml(status)}</code></td><td>${prose(response.description)}</td><td>${media ? `${typeOf(media.schema)}${contentType !== 'application/json' ? ` <span class="opt">${escapeHtml(contentType ?? '')}</span>` : ''}` : ''}</td></tr>`;
    })
    .join('');
  return `<section class="op" id="${id}">
  <h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
  <p class="summary">${escapeHtml(String(op.summary ?? ''))}${op.security ? ' <span class="lock">requiere token</span>' : ''}</p>
  ${prose(op.description)}
  ${parameters ? `<h4>Parámetros</h4><table><thead><tr><th>Nombre</th><th>En</th><th>Tipo</th><th>Descripción</th></tr></thead><tbody>${parameters}</tbody></table>` : ''}
  ${bodyJson ? `<h4>Cuerpo</h4><p>${typeOf(bodyJson.schema)}</p>${example(bodyJson.example)}` : ''}
  <h4>Respuestas</h4><table><thead><tr><th>Estado</th><th>Descripción</th><th>Contenido</th></tr></thead><tbody>${responses}</tbody></table>
</section>`;
}

export function renderApiReference(document: unknown): string {
  const doc = document as Json;
  const info = (doc.info ?? {}) as Json;
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Json>>;
  const byTag = new Map<string, string[]>();
  const toc = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = ((op.tags as string[] | undefined) ?? ['Otros'])[0] ?? 'Otros';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(method, path, op)]);
      toc.set(tag, [
        ...(toc.get(tag) ?? []),
        `<li><a href="#${anchor(`${method}-${path}`)}"><span class="method ${method}">${method.toUpperCase()}</span> ${escapeHtml(path)}</a></li>`,
      ]);
    }
  }
  const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
  const schemaSections = Object.entries(schemas)
    .map(
      ([name, schema]) =>
        `<section class="schema" id="schema-${anchor(name)}"><h3>${escapeHtml(name)}</h3>${prose(schema.description)}${propertiesTable(schema) || `<p>${typeOf(schema)}</p>`}${example(schema.example)}</section>`,
    )
    .join('');
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(String(info.title ?? 'API'))} · Referencia</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2933; }
  body { margin: 0; background: #f6f7f9; }
  .layout { display: grid; grid-template-columns: 280px 1fr; max-width: 1280px; margin: 0 auto; }
  nav { position: sticky; top: 0; align-self: start; max-height: 100vh; overflow: auto; padding: 24px 16px; font-size: .85rem; }
  nav h2 { font-size: .75rem; text-transform: uppercase; letter-spacing: .05em; color: #616e7c; margin: 16px 0 6px; }
  nav ul { list-style: none; margin: 0; padding: 0; } nav li a { display: block; padding: 3px 0; color: #1f2933; text-decoration: none; }
  nav li a:hover { color: #1d4fa8; }
  main { padding: 24px 32px 64px; min-width: 0; }
  h1 { font-size: 1.5rem; margin: 0 0 8px; } h2.tag { margin: 40px 0 12px; font-size: 1.2rem; border-bottom: 1px solid #d9dee4; padding-bottom: 6px; }
  section.op, section.schema { background: #fff; border: 1px solid #e1e5ea; border-radius: 10px; padding: 16px 20px; margin: 12px 0; }
  h3 { font-size: 1rem; margin: 0 0 6px; } h4 { font-size: .8rem; text-transform: uppercase; letter-spacing: .04em; color: #616e7c; margin: 16px 0 6px; }
  .summary { font-weight: 600; margin: 0 0 6px; } p { line-height: 1.5; margin: 6px 0; }
  code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: .85em; background: #eef2f8; padding: 1px 5px; border-radius: 5px; }
  pre { background: #1f2933; color: #e4e7eb; padding: 12px; border-radius: 8px; overflow: auto; font-size: .8rem; }
  table { width: 100%; border-collapse: collapse; font-size: .85rem; } th, td { text-align: left; padding: 6px 8px; border-top: 1px solid #eef0f3; vertical-align: top; }
  th { color: #616e7c; font-weight: 500; } td p { margin: 0; }
  .method { display: inline-block; min-width: 52px; text-align: center; font-size: .7rem; font-weight: 700; border-radius: 5px; padding: 2px 4px; color: #fff; background: #616e7c; }
  .method.get { background: #2f6fde; } .method.post { background: #0f8a5f; } .method.delete { background: #c23b3b; } .method.put, .method.patch { background: #b7791f; }
  .opt { color: #7b8794; font-size: .75rem; } .lock { font-size: .7rem; font-weight: 500; color: #7b8794; margin-left: 6px; }
  @media (max-width: 800px) { .layout { grid-template-columns: 1fr; } nav { position: static; max-height: none; } main { padding: 16px; } }
</style>
</head>
<body>
<div class="layout">
<nav aria-label="Índice">
  <p><strong>${escapeHtml(String(info.title ?? ''))}</strong><br><a href="/api/openapi.json">openapi.json</a></p>
  ${[...toc].map(([tag, items]) => `<h2>${escapeHtml(tag)}</h2><ul>${items.join('')}</ul>`).join('')}
  <h2>Esquemas</h2><ul>${Object.keys(schemas)
    .map((name) => `<li><a href="#schema-${anchor(name)}">${escapeHtml(name)}</a></li>`)
    .join('')}</ul>
</nav>
<main>
  <h1>${escapeHtml(String(info.title ?? ''))} <small>${escapeHtml(String(info.version ?? ''))}</small></h1>
  ${prose(info.description)}
  <p>Autenticación: <code>Authorization: Bearer &lt;token&gt;</code> (token de sesión del personal o de una cuenta de servicio). El documento completo está en <a href="/api/openapi.json"><code>/api/openapi.json</code></a>.</p>
  ${[...byTag].map(([tag, sections]) => `<h2 class="tag">${escapeHtml(tag)}</h2>${sections.join('')}`).join('')}
  <h2 class="tag">Esquemas</h2>
  ${schemaSections}
</main>
</div>
</body>
</html>`;
}
