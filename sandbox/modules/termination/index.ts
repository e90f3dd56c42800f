import { rmSync, unlinkSync } from 'node:fs';
import type { Context } from 'hono';
import type { FieldError } from '../../../src/api/contract/common.ts';
import {
  type TerminationReceipt,
  type TerminationRequest,
} from '../../../src/api/contract/termination.ts';
import type { Locale } from '../../../src/routes.ts';
import { missesOf } from '../../access.ts';
import type { SandboxModule } from '../../context.ts';
import { contractRoute, fail } from '../../contractRoute.ts';
import { transaction } from '../../db.ts';
import { missLimiter } from '../../rateLimit.ts';
import { berlinDate, berlinIso } from '../support/berlinTime.ts';
import { brandFacts } from '../support/brandFacts.ts';
import { seedDocuments, seedIsReset } from '../support/seedMode.ts';
import { documentLocale } from '../support/texts.ts';
import { checkAgainstConfig, checkAgainstPrefill } from './checks.ts';
import { terminationConfigFor } from './config.ts';
import { contractSeed, contractTable } from './contracts.ts';
import { earliestEnd, endDate, type Declared } from './endDate.ts';
import { verifyPrefill, type PrefillCheck } from './prefill.ts';
import { receiptFileName, receiptPdf } from './receiptPdf.ts';
import { terminationSeed } from './seed.ts';
import { terminationTables, type TerminationKind } from './store.ts';
import { storeUpload } from './upload.ts';
import { uploadExpiry } from './uploadExpiry.ts';
import { uploadLimits } from './uploadLimits.ts';

/** Proof documents per termination: the contract allows five uploadIds… */
const MAX_UPLOADS = 5;
/** …and together at most this many bytes, so one termination cannot fill the disk. */
export const MAX_UPLOAD_BYTES_PER_TERMINATION = 25 * 1024 * 1024;

/**
 * Terminations naming no contract one client may send an hour before its receipts name no
 * end date. The end date answers whether phone number, name and birth date belong together:
 * someone trying out birth dates sends one termination after another that names none. Past
 * these, a hit looks like a miss; a termination is received all the same, never refused
 * (§ 312k BGB), and its end date follows by e-mail as for one the sandbox cannot match.
 */
export const UNMATCHED_PER_HOUR = 20;

/** What the end date depends on of a termination received at `now`. */
const declared = (
  request: Partial<
    Pick<TerminationRequest, 'cancellationType' | 'serviceType' | 'terminationDate'>
  > & {
    selectTerminationDate?: boolean;
  },
  now: Date,
): Declared => ({
  receivedOn: berlinDate(now),
  // A Special termination ends the contract for its reason, a single option on its own
  // notice: neither waits for the end of the minimum term.
  bound: request.cancellationType !== 'Special' && request.serviceType !== 'option',
  requested: request.selectTerminationDate ? request.terminationDate : undefined,
});

/** A refused prefill link: malformed data is a field error, a changed or stale one is not. */
function refusePrefill(check: Extract<PrefillCheck, { ok: false }>, field: string): never {
  if (check.status === 400)
    return fail(400, {
      message: 'Validation failed.',
      errors: [{ field, code: 'invalidFormat', message: check.message }],
    });
  return fail(check.status, { code: check.code, message: check.message });
}

/**
 * Contract termination (Kündigung), default and prefilled: per-brand form options, the
 * submit with its confirmation of receipt (replayed for the same id), the PDF of that
 * confirmation, proof uploads checked by their bytes, and signed prefill links.
 */
export const terminationModule: SandboxModule = {
  name: 'termination',
  init(ctx) {
    terminationTables(ctx);
    contractTable(ctx);
  },
  routes(app, ctx) {
    const { terminations, uploads } = terminationTables(ctx);
    const contracts = contractTable(ctx);
    // An unknown id counts with every other guessed token or id (sandbox/access.ts).
    const misses = missesOf(ctx);
    const limits = uploadLimits(ctx);
    const expiry = uploadExpiry(ctx);

    const unmatched = missLimiter({
      limit: UNMATCHED_PER_HOUR,
      windowMs: 3_600_000,
      now: () => ctx.now().getTime(),
    });

    const submit = (
      c: Context,
      kind: TerminationKind,
      brand: string,
      id: string,
      request: TerminationRequest,
      prefillErrors: FieldError[],
    ) => {
      const existing = terminations.get(id);
      if (existing) {
        if (existing.brand !== brand || existing.data.kind !== kind)
          return fail(409, {
            code: 'TerminationIdInUse',
            message: 'The id belongs to another termination.',
          });
        return { json: existing.data.receipt };
      }
      const proofs = uploads.of(id, brand);
      const errors = [
        ...prefillErrors,
        ...checkAgainstConfig(request, terminationConfigFor(brand, ctx.now()), proofs),
      ];
      if (errors.length) return fail(400, { message: 'Validation failed.', errors });
      const now = ctx.now();
      const contract = contracts.find(brand, request);
      const guessing = unmatched.waitFor(c) !== undefined;
      if (!contract) unmatched.miss(c);
      const receipt: TerminationReceipt = {
        id,
        receivedAt: berlinIso(now),
        ...(contract && !guessing
          ? { effectiveDate: endDate(contract, declared(request, now)) }
          : {}),
      };
      const chosen = new Set(request.uploadIds ?? []);
      terminations.put(id, brand, {
        kind,
        request,
        receipt,
        proofs: proofs.filter((u) => chosen.has(u.uploadId)).map((u) => u.fileName),
      });
      ctx.log(
        `termination (${brand}, ${kind}) received at ${receipt.receivedAt}` +
          (guessing ? ', without end date (many naming no contract from this client)' : ''),
      );
      return { status: 201 as const, json: receipt };
    };

    const download = async (
      c: Context,
      kind: TerminationKind,
      brand: string,
      id: string,
      language: Locale | undefined,
    ) => {
      misses.guard(c);
      const row = terminations.get(id);
      if (!row || row.brand !== brand || row.data.kind !== kind) {
        misses.miss(c);
        return fail(404, { code: 'NotFound', message: 'No termination with this id.' });
      }
      const locale = documentLocale(brand, language);
      return {
        pdf: await receiptPdf(brandFacts(brand), locale, row.data),
        fileName: receiptFileName(brand, locale, id),
      };
    };

    contractRoute(app, 'terminationConfig', ({ params }) => ({
      json: terminationConfigFor(params.brand, ctx.now()),
    }));
    contractRoute(app, 'terminationSubmit', ({ params, body, c }) =>
      submit(c, 'default', params.brand, params.id, body, []),
    );
    contractRoute(app, 'terminationDownload', ({ params, query, c }) =>
      download(c, 'default', params.brand, params.id, query.language),
    );

    // The per-client limits need nothing of the body: a client past them is refused before
    // its 10 MB are read, and a file being sent holds its place as one being checked.
    contractRoute(
      app,
      'terminationUpload',
      async ({ params, body, c }) => {
        const { brand, id } = params;
        // Expired files still count against the quota until they are gone.
        expiry.expire();
        const refuseIfFull = (adding = 0) => {
          if (terminations.get(id))
            fail(409, {
              code: 'TerminationAlreadySubmitted',
              message: 'The termination was already submitted.',
            });
          const stored = uploads.of(id, brand);
          if (stored.length >= MAX_UPLOADS)
            fail(409, {
              code: 'UploadLimitReached',
              message: `At most ${MAX_UPLOADS} files per termination.`,
            });
          if (stored.reduce((sum, u) => sum + u.size, adding) > MAX_UPLOAD_BYTES_PER_TERMINATION)
            fail(409, {
              code: 'UploadLimitReached',
              message: `At most ${MAX_UPLOAD_BYTES_PER_TERMINATION} bytes per termination.`,
            });
        };
        // What is kept is the rebuilt file, whose size is known only then: before, only
        // whether there is room at all.
        refuseIfFull();
        limits.refuseOverQuota(uploads.totalBytes(), 0);
        const stored = await storeUpload(
          body,
          { terminationId: id, brand, uploadDir: ctx.uploadDir, pool: ctx.disarmPool },
          ctx.log,
        );
        const client = limits.clientOf(c);
        try {
          transaction(ctx.db, () => {
            refuseIfFull(stored.size);
            limits.refuseOverQuota(uploads.totalBytes(), stored.size);
            limits.refuseOverShare(client, stored.size);
            uploads.add(stored, ctx.now(), client);
          });
        } catch (error) {
          unlinkSync(stored.path);
          throw error;
        }
        const { uploadId, fileName, contentType, size } = stored;
        return { status: 201, json: { uploadId, fileName, contentType, size } };
      },
      limits.admit,
    );

    contractRoute(app, 'prefilledTerminationConfig', ({ params }) => ({
      json: terminationConfigFor(params.brand, ctx.now()),
    }));
    contractRoute(app, 'prefilledTerminationPrefill', ({ params, query }) => {
      const now = ctx.now();
      const check = verifyPrefill(query.data, params.brand, now);
      if (!check.ok) return refusePrefill(check, 'query.data');
      const { prefill } = check;
      // A link names a mobile contract unless it says otherwise; its holder is the link's.
      const contract = contracts.find(params.brand, {
        ...prefill,
        serviceType: prefill.serviceType ?? 'mobile',
      });
      const earliest = contract && earliestEnd(contract, declared({}, now));
      return { json: { ...prefill, ...(earliest ? { earliestEndDate: earliest } : {}) } };
    });
    contractRoute(app, 'prefilledTerminationSubmit', ({ params, body, c }) => {
      const check = verifyPrefill(body.data, params.brand, ctx.now());
      if (!check.ok) return refusePrefill(check, 'data');
      return submit(
        c,
        'prefilled',
        params.brand,
        params.id,
        body,
        checkAgainstPrefill(body, check.prefill),
      );
    });
    contractRoute(app, 'prefilledTerminationDownload', ({ params, query, c }) =>
      download(c, 'prefilled', params.brand, params.id, query.language),
    );
  },
  seed(ctx) {
    const reset = seedIsReset(ctx, 'termination');
    const { terminations, uploads } = terminationTables(ctx);
    if (reset) {
      for (const path of uploads.paths()) rmSync(path, { force: true });
      uploads.clear();
    }
    const { rows, scenarios } = terminationSeed(ctx.now());
    seedDocuments(ctx, terminations, rows, reset);
    seedDocuments(ctx, contractTable(ctx), contractSeed(ctx.now()), reset);
    return scenarios;
  },
};

export default terminationModule;
