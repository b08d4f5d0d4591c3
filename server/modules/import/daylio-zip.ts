/**
 * A Daylio backup (`.daylio`) is a zip whose `backup.daylio` entry holds the backup's JSON in base64
 * (its photos sit beside it under `assets/`). This unpacks that JSON to a file next to the upload, in
 * slices, with fflate's streaming unzip (decision 280): the zip is pushed 4 KiB at a time, every byte
 * any entry inflates to is counted as it comes, and past the limit (IMPORT_MAX_MB) the file is refused
 * at once — a zip bomb never reaches memory or disk.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { ImportFileError } from './import.errors';
import { IN_FILE, type ImportText } from './import-text';
import { slicer } from './slices';

/** The zip entry holding the backup's base64 JSON. */
export const BACKUP_ENTRY = 'backup.daylio';

const PUSH = 4 * 1024;

export const inflatesTooLarge = (limit: number) => {
  const mb = Math.round(limit / 1024 / 1024);
  return new ImportFileError(
    /*i18n*/ {
      id: 'import.backupTooLarge',
      message: 'The backup unpacks to more than {mb} MB, the most Tend imports at once.',
      values: { mb: String(mb) },
    },
    [
      {
        path: IN_FILE,
        message: /*i18n*/ {
          id: 'import.backupTooLargeHow',
          message:
            'Unpacked, this backup is larger than {mb} MB. Export a CSV from Daylio instead, or ask whoever runs Tend to raise IMPORT_MAX_MB.',
          values: { mb: String(mb) },
        },
      },
    ],
  );
};

const damaged = (message: ImportText) =>
  new ImportFileError(
    /*i18n*/ { id: 'import.backupUnreadable', message: 'The Daylio backup cannot be read.' },
    [{ path: IN_FILE, message }],
  );

/** The zip's own words for what is wrong with it (fflate's English) go in as they are. */
const zipDamaged = (err: unknown): ImportText => /*i18n*/ ({
  id: 'import.zipDamaged',
  message: 'The zip is damaged: {error}.',
  values: { error: (err as Error).message },
});

/** True when the file starts like a zip (`PK\x03\x04`). */
export async function isZip(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const buf = Buffer.alloc(4);
    const { bytesRead } = await handle.read(buf, 0, 4, 0);
    return bytesRead === 4 && buf.readUInt32LE(0) === 0x04034b50;
  } finally {
    await handle.close();
  }
}

/** Base64 text in pieces → bytes, keeping the characters that do not yet make a group of four. */
function base64Decoder() {
  let carry = '';
  return {
    push(text: string): Buffer {
      const clean = carry + text.replace(/[^A-Za-z0-9+/=_-]/g, '');
      const whole = clean.length - (clean.length % 4);
      carry = clean.slice(whole);
      return Buffer.from(clean.slice(0, whole), 'base64');
    },
    end(): Buffer {
      const rest = carry;
      carry = '';
      return Buffer.from(rest, 'base64');
    },
  };
}

/** A file written with back-pressure. */
function output(path: string) {
  const out = createWriteStream(path, { mode: 0o600 });
  return {
    async write(buf: Buffer): Promise<void> {
      if (buf.length > 0 && !out.write(buf)) await once(out, 'drain');
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        out.end((err?: Error | null) => (err ? reject(err) : resolve())),
      ),
  };
}

/**
 * The backup's JSON from a `.daylio` zip, or from its `backup.daylio` entry sent alone (base64 text),
 * decoded to `${path}.json`. Throws ImportFileError for a zip without the entry, a damaged one, or
 * one that inflates past `limit` bytes.
 */
export async function unpackDaylioBackup(path: string, limit: number, zipped: boolean): Promise<string> {
  const target = `${path}.json`;
  const out = output(target);
  const decoder = base64Decoder();
  const pause = slicer();
  let inflated = 0;
  let found = false;
  let finished = false;
  let failure: Error | null = null;
  const decoded: Buffer[] = [];
  const files: UnzipFile[] = [];

  const take = (text: string) => decoded.push(decoder.push(text));
  try {
    if (!zipped) {
      // The entry alone: base64 text, its size already bounded by the upload's limit.
      found = true;
      for await (const chunk of createReadStream(path, { encoding: 'latin1', highWaterMark: PUSH * 4 })) {
        await out.write(decoder.push(chunk as string));
        await pause();
      }
      finished = true;
    } else {
      const unzip = new Unzip((file) => {
        files.push(file);
        const isBackup = file.name === BACKUP_ENTRY || file.name.endsWith(`/${BACKUP_ENTRY}`);
        if (isBackup) found = true;
        file.ondata = (err, data, final) => {
          if (failure) return;
          if (err) {
            failure = damaged(
              /*i18n*/ {
                id: 'import.zipEntryDamaged',
                message: 'The entry {name} is damaged: {error}.',
                values: { name: file.name, error: err.message },
              },
            );
            return;
          }
          // Every inflated byte counts, photos included, as it comes (decision 280).
          inflated += data.length;
          if (inflated > limit) {
            failure = inflatesTooLarge(limit);
            for (const f of files) f.terminate();
            return;
          }
          if (isBackup) {
            take(Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1'));
            if (final) finished = true;
          }
        };
        file.start();
      });
      unzip.register(UnzipInflate);
      for await (const chunk of createReadStream(path, { highWaterMark: PUSH * 4 })) {
        const buf = chunk as Buffer;
        for (let i = 0; i < buf.length && !failure; i += PUSH) {
          try {
            unzip.push(buf.subarray(i, i + PUSH));
          } catch (err) {
            failure = damaged(zipDamaged(err));
          }
          for (const d of decoded.splice(0)) await out.write(d);
          await pause();
        }
        if (failure) break;
      }
      if (!failure) {
        try {
          unzip.push(new Uint8Array(0), true);
        } catch (err) {
          failure = damaged(zipDamaged(err));
        }
      }
      for (const d of decoded.splice(0)) await out.write(d);
    }
    if (failure) throw failure as Error;
    if (!found) {
      throw new ImportFileError(
        /*i18n*/ { id: 'import.zipNotBackup', message: 'This zip is not a Daylio backup.' },
        [
          {
            path: IN_FILE,
            message: /*i18n*/ {
              id: 'import.zipNoBackupEntry',
              message: 'A Daylio backup holds a file named {name}; this zip does not.',
              values: { name: BACKUP_ENTRY },
            },
          },
        ],
      );
    }
    if (!finished) {
      throw damaged(
        /*i18n*/ {
          id: 'import.zipEndsEarly',
          message: 'The zip ends too early: it may have been cut off while saving.',
        },
      );
    }
    await out.write(decoder.end());
  } finally {
    await out.close();
  }
  return target;
}
