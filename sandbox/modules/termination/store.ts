import type {
  PrefilledTerminationRequest,
  TerminationReceipt,
  TerminationRequest,
  UploadResult,
} from '../../../src/api/contract/termination.ts';
import type { SandboxContext } from '../../context.ts';
import { documentTable } from '../../db.ts';

export type TerminationKind = 'default' | 'prefilled';

/** A submitted termination with the receipt every repeat of the submit replays. */
export interface StoredTermination {
  kind: TerminationKind;
  request: TerminationRequest | PrefilledTerminationRequest;
  receipt: TerminationReceipt;
  /** File names of the proof documents, for the PDF confirmation. */
  proofs: string[];
}

export interface StoredUpload extends UploadResult {
  terminationId: string;
  brand: string;
  /** File on disk under the upload folder. */
  path: string;
}

export function terminationTables(ctx: SandboxContext) {
  const terminations = documentTable<StoredTermination>(ctx.db, 'terminations');
  ctx.db.exec(
    `CREATE TABLE IF NOT EXISTS termination_uploads (
      upload_id TEXT PRIMARY KEY, termination_id TEXT NOT NULL, brand TEXT NOT NULL,
      file_name TEXT NOT NULL, content_type TEXT NOT NULL, size INTEGER NOT NULL,
      path TEXT NOT NULL, created_at TEXT NOT NULL, client TEXT NOT NULL DEFAULT '')`,
  );
  // The table of an older sandbox lacks the client; its files count against no one's share.
  const columns = ctx.db.prepare('PRAGMA table_info(termination_uploads)').all() as {
    name: string;
  }[];
  if (!columns.some((c) => c.name === 'client'))
    ctx.db.exec(`ALTER TABLE termination_uploads ADD COLUMN client TEXT NOT NULL DEFAULT ''`);
  // Asked on every upload, refused ones included.
  ctx.db.exec(
    'CREATE INDEX IF NOT EXISTS termination_uploads_client ON termination_uploads (client, created_at)',
  );
  const insert = ctx.db.prepare(
    `INSERT INTO termination_uploads
      (upload_id, termination_id, brand, file_name, content_type, size, path, created_at, client)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const ofTermination = ctx.db.prepare(
    'SELECT * FROM termination_uploads WHERE termination_id = ? AND brand = ? ORDER BY created_at, upload_id',
  );
  const ofClient = ctx.db.prepare(
    'SELECT created_at, size FROM termination_uploads WHERE client = ? AND created_at > ? ORDER BY created_at',
  );
  const all = ctx.db.prepare('SELECT path FROM termination_uploads');
  const total = ctx.db.prepare('SELECT COALESCE(SUM(size), 0) AS bytes FROM termination_uploads');
  const old = ctx.db.prepare('SELECT path FROM termination_uploads WHERE created_at < ?');
  const dropOld = ctx.db.prepare('DELETE FROM termination_uploads WHERE created_at < ?');
  const clear = ctx.db.prepare('DELETE FROM termination_uploads');
  type Row = Record<
    'upload_id' | 'termination_id' | 'brand' | 'file_name' | 'content_type' | 'path',
    string
  > & { size: number };
  const toUpload = (r: Row): StoredUpload => ({
    uploadId: r.upload_id,
    terminationId: r.termination_id,
    brand: r.brand,
    fileName: r.file_name,
    contentType: r.content_type as StoredUpload['contentType'],
    size: r.size,
    path: r.path,
  });
  return {
    terminations,
    uploads: {
      /** Keeps `u`, made at `at` by `client` (as per-client limits count it). */
      add(u: StoredUpload, at: Date, client: string) {
        insert.run(
          u.uploadId,
          u.terminationId,
          u.brand,
          u.fileName,
          u.contentType,
          u.size,
          u.path,
          at.toISOString(),
          client,
        );
      },
      of(terminationId: string, brand: string): StoredUpload[] {
        return (ofTermination.all(terminationId, brand) as Row[]).map(toUpload);
      },
      /** When `client` made each of its uploads kept after `since`, and their sizes; oldest first. */
      keptBy(client: string, since: Date): { at: Date; size: number }[] {
        return (
          ofClient.all(client, since.toISOString()) as { created_at: string; size: number }[]
        ).map((r) => ({ at: new Date(r.created_at), size: r.size }));
      },
      paths: () => (all.all() as { path: string }[]).map((r) => r.path),
      /** Bytes of every upload kept. */
      totalBytes: () => (total.get() as { bytes: number }).bytes,
      /** Forgets the uploads made before `before`, sent or not; answers their files. */
      expire(before: Date): string[] {
        const paths = (old.all(before.toISOString()) as { path: string }[]).map((r) => r.path);
        dropOld.run(before.toISOString());
        return paths;
      },
      clear: () => clear.run(),
    },
  };
}
