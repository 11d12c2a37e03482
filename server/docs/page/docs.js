// Lists the operations of /api/docs/openapi.json. Built with createElement and text nodes, so
// nothing from the document is ever run as markup; loaded as a file because the CSP allows no
// inline script.
const main = document.getElementById('operations');

const el = (tag, attrs, ...children) => {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs ?? {})) node.setAttribute(name, value);
  for (const child of children) node.append(child);
  return node;
};

const notice = (...children) => main.replaceChildren(el('p', { class: 'notice' }, ...children));

const fieldRows = (schema) => {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, prop]) => {
    const kind = prop.enum ? prop.enum.join(' | ') : [prop.type ?? 'any', prop.format].filter(Boolean).join(', ');
    return el(
      'tr',
      null,
      el('td', null, el('code', null, name)),
      el('td', null, kind),
      el('td', null, required.has(name) ? 'required' : ''),
    );
  });
};

const operationBlock = (path, method, op) => {
  const content = op.requestBody?.content ?? {};
  const schema = content['application/json']?.schema;
  const body = schema
    ? el('table', null, el('tr', null, el('th', null, 'field'), el('th', null, 'type'), el('th', null, '')), ...fieldRows(schema))
    : el('p', null, 'No body.');
  const kinds = Object.keys(content).join(', ');
  return el(
    'details',
    { id: op.operationId },
    el(
      'summary',
      null,
      el('span', { class: `method ${method}` }, method.toUpperCase()),
      ' ',
      el('code', null, path),
      ' ',
      op.summary,
      el('span', { class: 'permission' }, op['x-permission']),
    ),
    ...(kinds ? [el('p', null, `Body: ${kinds}`)] : []),
    body,
    el('p', null, `Replies: ${Object.keys(op.responses).join(', ')}`),
  );
};

async function show() {
  const token = localStorage.getItem('access_token');
  const reply = await fetch('/api/docs/openapi.json', { headers: token ? { authorization: token } : {} });
  if (reply.status === 401) {
    notice('Sign in to the ', el('a', { href: '/admin/login' }, 'back office'), ' first, then reload this page.');
    return;
  }
  if (!reply.ok) {
    notice(`The document could not be loaded (HTTP ${reply.status}).`);
    return;
  }
  const doc = await reply.json();
  const byTag = new Map();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'Other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag).push(operationBlock(path, method, op));
    }
  }
  main.replaceChildren(...[...byTag].sort(([a], [b]) => a.localeCompare(b)).flatMap(([tag, blocks]) => [el('h2', null, tag), ...blocks]));
}

show().catch(() => notice('The document could not be loaded.'));
