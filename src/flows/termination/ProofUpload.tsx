import '../../ui/spread-row.css';
import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import type { TerminationConfig } from '../../api/contract/termination.ts';
import { isAbort } from '../../api/client/abort.ts';
import { ApiError, ValidationError } from '../../api/errors/classes.ts';
import { useTexts } from '../../i18n/react.tsx';
import { localeIso, type Locale } from '../../routes.ts';
import { Button } from '../../ui/Button.tsx';
import { Data } from '../../ui/Data.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import { FieldMessage, StepFieldset } from '../step/StepFieldset.tsx';
import { $sendingProofs } from './sendingProofs.ts';
import type { Proof } from './terminationForm.ts';
import { uploadProof } from './uploadProof.ts';
import type { TextKey } from '../../i18n/keys.ts';

/** The API keeps five proofs per termination. */
export const MAX_PROOFS = 5;

type Problem = 'tooLarge' | 'wrongType' | 'notAccepted' | 'limit' | 'busy' | 'refused' | 'lost';

/** A file on its way: being sent, or not taken (refused by the rules, or lost on the way). */
interface Pending {
  key: number;
  file: File;
  share: number;
  problem?: Problem | undefined;
}

const problemTexts: Record<Problem, TextKey> = {
  tooLarge: 'termination:upload.problems.tooLarge',
  wrongType: 'termination:upload.problems.wrongType',
  notAccepted: 'termination:upload.problems.notAccepted',
  limit: 'termination:upload.problems.limit',
  busy: 'termination:upload.problems.busy',
  refused: 'termination:upload.problems.refused',
  lost: 'termination:upload.problems.lost',
};

/**
 * After this long without a byte sent or an answer, a file's line says it takes longer than
 * usual: a connection can hang without failing, and an edge only gives up after a minute.
 */
export const UPLOAD_STALL_MS = 15_000;

/** True once UPLOAD_STALL_MS have passed since `progress` last changed. */
function useStalled(progress: number): boolean {
  // The progress it stalled at: any progress after that ends the stall.
  const [stalledAt, setStalledAt] = useState<number>();
  useEffect(() => {
    const timer = setTimeout(() => setStalledAt(progress), UPLOAD_STALL_MS);
    return () => clearTimeout(timer);
  }, [progress]);
  return stalledAt === progress;
}

/** A file on its way: its progress, a note when it stalls, and a way to stop it. */
function SendingFile({ item, onCancel }: { item: Pending; onCancel: () => void }) {
  const { t } = useTexts();
  const percent = Math.round(item.share * 100);
  const stalled = useStalled(percent);
  return (
    <>
      <label className="termination-upload__progress">
        {t('termination:upload.sending', { percent: String(percent) })}
        <progress max={100} value={percent} />
      </label>
      <Button variant="secondary" onClick={onCancel}>
        {t('termination:upload.cancel')}
        <VisuallyHidden> {item.file.name}</VisuallyHidden>
      </Button>
      {stalled && <p className="termination-upload__stalled">{t('termination:upload.stalled')}</p>}
    </>
  );
}

const KIB = 1024;
const MIB = 1024 * 1024;

/**
 * A size as file managers show it: "850 kB", "2,4 MB", in steps of 1024 — so the API's
 * 10 MiB limit reads as the "10 MB" a customer's phone shows for such a file.
 */
export function fileSize(bytes: number, locale: Locale): string {
  const mega = bytes >= MIB;
  return new Intl.NumberFormat(localeIso[locale], {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mega ? 1 : 0,
  }).format(mega ? bytes / MIB : Math.max(1, Math.round(bytes / KIB)));
}

/** Why the API did not take a file; undefined when it did not answer (try again). */
function refusal(error: unknown): Problem | undefined {
  if (error instanceof ValidationError) {
    const codes = error.errors.map((e) => e.code);
    if (codes.includes('fileTooLarge')) return 'tooLarge';
    if (codes.includes('fileTypeNotAllowed')) return 'wrongType';
    if (codes.includes('fileNotAccepted')) return 'notAccepted';
    return 'refused';
  }
  const status = error instanceof ApiError ? error.response?.status : undefined;
  if (status === 409) return 'limit';
  if (status === 413) return 'tooLarge';
  if (status === 415) return 'wrongType';
  // Too many uploads from this connection, or the checks are busy: later, not another file.
  if (status === 429 || status === 503) return 'busy';
  return undefined;
}

export interface ProofUploadProps {
  /** The termination the proofs belong to. */
  id: string;
  limits: TerminationConfig['upload'];
  proofs: Proof[];
  onChange: (proofs: Proof[]) => void;
  /** The file input's id: the error summary leads there. */
  inputId: string;
  /** What can prove the chosen reason. */
  hint: string;
  /** The field's message, translated. */
  message: string | undefined;
}

/**
 * Proof documents for an extraordinary termination: each file is sent as soon as it is
 * chosen, with its progress, then listed by name and size and removable. The rules are
 * checked here first (size, type by name) and by the API from the bytes; a refused file
 * says why, a lost one can be sent again, and nothing else on the form changes.
 */
export function ProofUpload({
  id,
  limits,
  proofs,
  onChange,
  inputId,
  hint,
  message,
}: ProofUploadProps) {
  const { t, locale } = useTexts();
  const [pending, setPending] = useState<Pending[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const nextKey = useRef(0);
  // The files on their way, each with what stops it; the form waits for them.
  const sending = useRef(new Map<number, AbortController>());
  const countSending = () => $sendingProofs.set(sending.current.size);
  useEffect(() => {
    const files = sending.current;
    return () => {
      // The field is gone (another reason chosen, the page left): so are its uploads.
      for (const controller of files.values()) controller.abort();
      files.clear();
      $sendingProofs.set(0);
    };
  }, []);
  // The latest list, for answers that arrive after other files changed it.
  const current = useRef(proofs);
  useLayoutEffect(() => {
    current.current = proofs;
  });

  const update = (key: number, change: Partial<Pending> | null) =>
    setPending((list) =>
      change === null
        ? list.filter((p) => p.key !== key)
        : list.map((p) => (p.key === key ? { ...p, ...change } : p)),
    );

  const send = async (item: Pending) => {
    update(item.key, { share: 0, problem: undefined });
    const controller = new AbortController();
    sending.current.set(item.key, controller);
    countSending();
    const arrived = () => {
      sending.current.delete(item.key);
      countSending();
    };
    try {
      const stored = await uploadProof({
        id,
        file: item.file,
        onProgress: (share) => update(item.key, { share }),
        signal: controller.signal,
      });
      arrived();
      update(item.key, null);
      onChange([
        ...current.current,
        { uploadId: stored.uploadId, fileName: stored.fileName, size: stored.size },
      ]);
      setAnnouncement(t('termination:upload.done', { name: stored.fileName }));
    } catch (error) {
      arrived();
      if (isAbort(error)) {
        update(item.key, null);
        return;
      }
      update(item.key, { problem: refusal(error) ?? 'lost' });
    }
  };

  const cancel = (item: Pending) => {
    sending.current.get(item.key)?.abort();
    sending.current.delete(item.key);
    countSending();
    update(item.key, null);
    setAnnouncement(t('termination:upload.cancelled', { name: item.file.name }));
    // The same list again: a form that said to wait checks its proofs anew.
    onChange(current.current);
  };

  const precheck = (file: File): Problem | undefined => {
    if (file.size > limits.maxBytes) return 'tooLarge';
    if (file.type && !limits.contentTypes.includes(file.type)) return 'wrongType';
    return undefined;
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    // The same file chosen again after a removal must change the input.
    event.currentTarget.value = '';
    let room = MAX_PROOFS - current.current.length - pending.filter((p) => !p.problem).length;
    const added = files.map((file): Pending => {
      const problem = precheck(file) ?? (room > 0 ? undefined : 'limit');
      if (!problem) room -= 1;
      return { key: nextKey.current++, file, share: 0, ...(problem ? { problem } : {}) };
    });
    setPending((list) => [...list, ...added]);
    for (const item of added) if (!item.problem) void send(item);
  };

  const remove = (proof: Proof) => {
    onChange(current.current.filter((p) => p.uploadId !== proof.uploadId));
    setAnnouncement(t('termination:upload.removed', { name: proof.fileName }));
  };

  const maxSize = fileSize(limits.maxBytes, locale);
  const described = message ? `${inputId}-hint ${inputId}-error` : `${inputId}-hint`;
  const full = proofs.length + pending.filter((p) => !p.problem).length >= MAX_PROOFS;

  return (
    <StepFieldset
      id={inputId}
      className="termination-upload"
      legend={t('termination:upload.legend')}
      hint={
        <>
          {hint} {t('termination:upload.limits', { max: maxSize, count: String(MAX_PROOFS) })}
        </>
      }
      message={message}
    >
      <input
        id={inputId}
        type="file"
        className="termination-upload__input"
        accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
        multiple
        disabled={full}
        aria-describedby={described}
        onChange={choose}
      />
      <label
        htmlFor={inputId}
        className="ui-button termination-upload__choose"
        data-variant="secondary"
      >
        {t('termination:upload.choose')}
      </label>
      {(proofs.length > 0 || pending.length > 0) && (
        <ul className="termination-upload__list">
          {proofs.map((proof) => (
            <li key={proof.uploadId} className="ui-spread-row termination-upload__file">
              <span>
                <Data>{proof.fileName}</Data> ({fileSize(proof.size, locale)})
              </span>
              <Button variant="secondary" onClick={() => remove(proof)}>
                {t('termination:upload.remove')}
                <VisuallyHidden> {proof.fileName}</VisuallyHidden>
              </Button>
            </li>
          ))}
          {pending.map((item) => (
            <li
              key={item.key}
              className="ui-spread-row termination-upload__file"
              data-problem={item.problem}
            >
              <span>
                <Data>{item.file.name}</Data> ({fileSize(item.file.size, locale)})
              </span>
              {item.problem ? (
                <>
                  <FieldMessage inline>
                    {t(problemTexts[item.problem], { max: maxSize, count: String(MAX_PROOFS) })}
                  </FieldMessage>
                  <span className="termination-upload__actions">
                    {item.problem === 'lost' && (
                      <Button variant="secondary" onClick={() => void send(item)}>
                        {t('termination:upload.retry')}
                      </Button>
                    )}
                    <Button variant="secondary" onClick={() => update(item.key, null)}>
                      {t('termination:upload.remove')}
                      <VisuallyHidden> {item.file.name}</VisuallyHidden>
                    </Button>
                  </span>
                </>
              ) : (
                <SendingFile item={item} onCancel={() => cancel(item)} />
              )}
            </li>
          ))}
        </ul>
      )}
      <div role="status">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </div>
    </StepFieldset>
  );
}
