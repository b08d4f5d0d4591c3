import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

describe('precompressDir (decision 541)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tend-precompress-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies of text files of 1 KB or more, which decompress to the file', async () => {
    mkdirSync(join(dir, 'assets'));
    const script = `export const words = ${JSON.stringify('a calm morning walk '.repeat(400))};\n`;
    writeFileSync(join(dir, 'assets/page-abc.js'), script);
    writeFileSync(join(dir, 'app.html'), `<!doctype html>${'<p>Tend</p>'.repeat(200)}`);
    writeFileSync(join(dir, 'tiny.js'), 'export {};\n');
    writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4096, 7));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite/route-preloads.json'), JSON.stringify({ list: 'x'.repeat(4096) }));

    const totals = await precompressDir(dir);

    for (const file of ['assets/page-abc.js', 'app.html']) {
      const source = readFileSync(join(dir, file));
      const br = readFileSync(join(dir, `${file}.br`));
      const gz = readFileSync(join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(source), file).toBe(true);
      expect(gunzipSync(gz).equals(source), file).toBe(true);
      expect(br.length, file).toBeLessThan(gz.length);
    }
    // Too small to be worth it, not text, or a build list only the server reads.
    for (const file of ['tiny.js', 'icon.png', '.vite/route-preloads.json']) {
      expect(existsSync(join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dir, `${file}.gz`)), file).toBe(false);
    }
    expect(totals.files).toBe(2);
    expect(totals.brotli).toBeLessThan(totals.bytes / 10);
  });
});
