import { createTestApp } from './server/test/helpers';
const t = await createTestApp('sqlite');
const doc = t.app.swagger() as any;
console.log(JSON.stringify(doc.paths['/api/journal-entries/{id}'].patch.responses, null, 1).slice(0, 1500));
console.log(JSON.stringify(doc.paths['/api/export'].get.responses['200'], null, 1).slice(0, 800));
console.log(JSON.stringify(doc.paths['/api/journal-entries'].post.requestBody, null, 1).slice(0, 1500));
await t.close();
