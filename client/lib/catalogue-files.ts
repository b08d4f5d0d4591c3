import type { Messages } from '@lingui/core';

/** Compiled catalogues as `import.meta.glob` lists them: a loader per file, each file a chunk of its own. */
export type CatalogueFiles = Record<string, () => Promise<{ messages: Messages }>>;

/** Loads one catalogue file (`…/<group>/<locale>.ts`) of a glob's list; one not in it is a bug, not a language. */
export async function loadCatalogueFile(files: CatalogueFiles, path: string): Promise<Messages> {
  const load = files[path];
  if (!load) throw new Error(`no catalogue ${path}`);
  return (await load()).messages;
}
