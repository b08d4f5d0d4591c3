import { createTestApp } from './server/test/helpers';
const t = await createTestApp('sqlite');
const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
const doc = res.json();
console.log(res.statusCode, res.body.length, Object.keys(doc.components.schemas).join(' '));
console.log(JSON.stringify(doc.paths['/api/wellbeing-entries'].get.parameters));
console.log(JSON.stringify(doc.paths['/api/import'], null, 1).slice(0, 1500));
for (const [p, v] of Object.entries(doc.paths)) console.log(p, JSON.stringify(v).length);
await t.close();
