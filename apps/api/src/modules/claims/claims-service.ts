import { randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import {
  CLAIM_FILE_HEAD_BYTES,
  CLAIM_LIMITS,
  CLAIM_MESSAGES,
  calendarDateOf,
  claimFileProblem,
  claimFileTypeOf,
  claimFilesCountProblem,
  isClaimInProgress,
  messageProblem,
  stageAfterCustomerMessage,
  claimRequestProblems,
  formatIsoDate,
  isClaimReference,
  newClaimReference,
  parseIsoDate,
  productFactsOfPolicyType,
  type ClaimDetail,
  type ClaimExcess,
  type ClaimExcessQuery,
  type ClaimFile,
  type ClaimFileType,
  type ClaimPayoutRoute,
  type ClaimPayoutStatus,
  type ClaimMessageRequest,
  type ClaimRequest,
  type ClaimStage,
  type ClaimSummary,
  type PolicyType,
} from '@wallet/domain';
import { CLAIM_REFERENCE_KEY, CLAIM_SUBMISSION_KEY, type QuoteSnapshot } from '../../db/schema.js';
import { FileStoreTimeout, type FileStore } from '../../adapters/file-store/file-store-port.js';
import type { Clock } from '../../lib/clock.js';
import { FieldValidationError, HttpError, notFound } from '../../lib/http-errors.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import { CleanedImageTooLarge, UnreadableImage, cleanedImage } from './claim-file-images.js';
import { ConversionsBusy, HeicTooLarge } from './heic-to-jpeg.js';
import {
  MalformedUpload,
  UploadTooLarge,
  buffered,
  keptName,
  peek,
  type IncomingUpload,
} from './claim-file-upload.js';
import { claimReceivedEmail } from './claim-messages.js';
import type {
  ClaimOwner,
  ClaimRow,
  ClaimStory,
  ClaimListRow,
  ClaimWithPolicy,
  PolicyRow,
  ClaimsRepository,
} from './claims-repository.js';

/**
 * The excess a claim of this kind carries under the policy this quote state made, asked of its
 * product (CheckoutProduct.claimExcessCents): null where none applies, undefined when unknown.
 */
export type ClaimExcessOf = (
  policyType: PolicyType,
  snapshot: QuoteSnapshot,
  kind: string,
) => number | null | undefined;

export interface ClaimsServiceDeps {
  repository: ClaimsRepository;
  excessOf: ClaimExcessOf;
  /** Where the claims' photos and documents are kept. */
  fileStore: FileStore;
  clock: Clock;
  /** Identifiers only: never a file's name or what a customer wrote. */
  log: FastifyBaseLogger;
  /** Where a claim reference's random bytes come from: the secure source unless a test says. */
  referenceBytes?: (count: number) => Uint8Array;
}

/** How many policies' excesses (by quote state and kind of claim) a process keeps. */
const KEPT_EXCESSES = 10_000;

/** A burst of HEIC photos beyond what the server converts at once: sent again shortly, it goes. */
export const PHOTOS_BUSY_MESSAGE =
  'We are busy converting other photos. Please send this one again in a minute.';

/** An upload that could not be received and kept in time. */
export const UPLOAD_TOO_SLOW_MESSAGE =
  'Your file took too long to send. Please try again, if you can on a faster connection.';

/** What is answered to an upload that is not one file alone in a well-formed multipart body. */
export const MALFORMED_UPLOAD_MESSAGE =
  'Send one file, as a multipart part named file, and nothing else.';

/** A reference taken already is drawn again; three draws in a row taken is a fault, not luck. */
const REFERENCE_DRAWS = 3;

const secureBytes = (count: number) => new Uint8Array(randomBytes(count));

/** What happened, in the words of the product's claim form. */
export const claimKindLabelOf = (policyType: string, kind: string) =>
  productFactsOfPolicyType(policyType as never).claimForm?.kinds.find((each) => each.code === kind)
    ?.label ?? kind;

/** An id sent again with different content: a client fault, never a second claim or message. */
const reused = (message: string) => new HttpError(409, 'IdReused', message);

/** What a claim says, as it is kept: the same request sent again says the same. */
function claimContentOf(request: ClaimRequest) {
  return {
    policy_id: request.policy_id,
    kind: request.kind,
    incident_date: request.incident_date,
    place: request.place?.trim() || null,
    description: request.description.trim(),
    anyone_hurt: request.anyone_hurt,
    items: request.items.map((item) => ({
      description: item.description.trim(),
      estimate_cents: item.estimate_cents,
    })),
    other_party: request.other_party ?? null,
    garda_report_number: request.garda_report_number?.trim() || null,
    trip: request.trip ?? null,
  };
}

/** The customer's answers as the claim keeps them, by the request's names. */
function answersOf(claim: ClaimRow) {
  return {
    place: claim.place,
    description: claim.description,
    anyone_hurt: claim.anyoneHurt,
    items: claim.items,
    other_party: claim.otherParty,
    garda_report_number: claim.gardaReportNumber,
    trip: (claim.trip as ClaimDetail['trip']) ?? null,
  };
}

function storedContentOf(claim: ClaimRow, policyId: string) {
  return plainJson({
    policy_id: policyId,
    kind: claim.kind,
    incident_date: claim.incidentDate,
    ...answersOf(claim),
  });
}

/** As stored in JSON: absent keys dropped, so a key left out and one sent empty compare alike. */
const plainJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Why a claim takes no more files now (closed, or holding the most it may), or null. */
function fileRefusal(found: ClaimWithPolicy, held: number): FieldValidationError | null {
  if (!isClaimInProgress(found.claim.stage as ClaimStage)) {
    const phoneNumber = productFactsOfPolicyType(found.policy.policyType).claims.phoneNumber;
    return new FieldValidationError({ file: [CLAIM_MESSAGES.fileClaimClosed(phoneNumber)] });
  }
  const tooMany = claimFilesCountProblem(held, 1);
  return tooMany ? new FieldValidationError({ file: [tooMany] }) : null;
}

/**
 * What a failure while a file was read, checked or kept is answered with: the form's own words,
 * from the domain's rule for a file that size or of no type it takes.
 */
function uploadRefusalOf(error: unknown, name: string): unknown {
  const refusedAs = (bytes: number) =>
    new FieldValidationError({
      file: [claimFileProblem({ name, bytes, detectedType: null }) ?? ''],
    });
  if (error instanceof UploadTooLarge || error instanceof CleanedImageTooLarge) {
    return refusedAs(CLAIM_LIMITS.maxFileBytes + 1);
  }
  // A photo that cannot be read as what its first bytes say is no photo of a type we take.
  if (error instanceof UnreadableImage) return refusedAs(1);
  if (error instanceof MalformedUpload) {
    return new HttpError(400, 'Bad Request', MALFORMED_UPLOAD_MESSAGE);
  }
  if (error instanceof ConversionsBusy) {
    return new HttpError(503, 'Service Unavailable', PHOTOS_BUSY_MESSAGE);
  }
  if (error instanceof HeicTooLarge) {
    return new FieldValidationError({ file: [CLAIM_MESSAGES.photoTooManyPixels(name)] });
  }
  // The store's deadline covers receiving the file too: a very slow send, or a store not
  // answering, is a try-again, not a fault of ours to hide behind a 500.
  if (error instanceof FileStoreTimeout) {
    return new HttpError(503, 'Service Unavailable', UPLOAD_TOO_SLOW_MESSAGE);
  }
  return error;
}

function fileOf(file: ClaimStory['files'][number]): ClaimFile {
  return {
    file_id: file.fileId,
    name: file.name,
    media_type: file.mediaType as ClaimFile['media_type'],
    size_bytes: file.sizeBytes,
    author: file.author as ClaimFile['author'],
    uploaded_at: file.uploadedAt.toISOString(),
  };
}

/** A file's public id as the address gives it: any other text names no file. */
const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a file id is one the API makes (a UUID): anything else names no file. */
export const isClaimFileId = (fileId: string) => FILE_ID.test(fileId);

/** A claim whole, as its page shows it: its answers, timeline, thread and files. */
export function claimDetailOf(found: ClaimWithPolicy & ClaimStory): ClaimDetail {
  const { claim, events, messages, files, payout } = found;
  return {
    ...summaryOf(found),
    ...answersOf(claim),
    timeline: events.map((event) => ({
      stage: event.stage as ClaimSummary['stage'],
      at: event.at.toISOString(),
      note: event.note,
    })),
    messages: messages.map((message) => ({
      author: message.author as ClaimDetail['messages'][number]['author'],
      body: message.body,
      at: message.at.toISOString(),
    })),
    files: files.map(fileOf),
    payout: payout
      ? {
          amount_cents: payout.amountCents,
          route: payout.route as ClaimPayoutRoute,
          to: payout.toLabel,
          status: payout.status as ClaimPayoutStatus,
          paid_at: payout.paidAt?.toISOString() ?? null,
        }
      : null,
    excess_cents: claim.excessCents,
  };
}

function summaryOf({ claim, policy }: ClaimListRow): ClaimSummary {
  return {
    reference: claim.reference,
    policy_id: policy.policyId,
    policy_number: policy.policyNumber,
    product: productFactsOfPolicyType(policy.policyType).type,
    kind: claim.kind,
    kind_label: claimKindLabelOf(policy.policyType, claim.kind),
    incident_date: claim.incidentDate,
    stage: claim.stage as ClaimSummary['stage'],
    received_at: claim.receivedAt.toISOString(),
    estimate_cents: claim.estimateCents,
    amount_cents: claim.amountCents,
  };
}

/**
 * Claims made online (issue 44): a claim on one of the customer's own policies, checked with the
 * rules its form keeps, made once however often it is sent; the customer's claims and each one's
 * timeline.
 */
export function createClaimsService(deps: ClaimsServiceDeps) {
  const today = () => formatIsoDate(calendarDateOf(deps.clock()));

  /**
   * The claim this submission made already, if any. The same id with other answers (a policy or a
   * word changed) is refused: the first claim stands and the change is not lost silently.
   */
  async function made(userId: string, request: ClaimRequest): Promise<ClaimDetail | undefined> {
    const existing = await deps.repository.bySubmission(userId, request.submission_id);
    if (!existing) return undefined;
    if (
      !isDeepStrictEqual(
        storedContentOf(existing.claim, existing.policy.policyId),
        plainJson(claimContentOf(request)),
      )
    ) {
      throw reused(CLAIM_MESSAGES.submissionReused);
    }
    return detailOf(userId, existing.claim.reference);
  }

  /**
   * The excess this kind of claim carries on the policy as it stood on the day it happened, from
   * the quote state it stood at that day (claimingOn names it). The quote states a policy stands
   * at never change, so each one's answer is kept (a bounded number of them), and the state
   * itself is read only the first time.
   */
  const excesses = new Map<string, number | null | undefined>();
  async function excessIn(
    state: string | null,
    policyType: PolicyRow['policyType'],
    kind: string,
  ): Promise<ClaimExcess> {
    if (!state) return { excess_cents: null, on_record: false };
    const key = `${state}:${kind}`;
    if (!excesses.has(key)) {
      const snapshot = await deps.repository.policyState(state);
      if (excesses.size >= KEPT_EXCESSES) excesses.delete(excesses.keys().next().value!);
      excesses.set(key, snapshot && deps.excessOf(policyType, snapshot, kind));
    }
    const excess = excesses.get(key);
    return excess === undefined
      ? { excess_cents: null, on_record: false }
      : { excess_cents: excess, on_record: true };
  }

  /**
   * The owner's policy to claim on, as claimingOn reads it. A day that is not one is not sent to
   * the database (the quote state read is then the bound payment's, which the date's refusal
   * leaves unused).
   */
  const claimingOn = (userId: string, policyId: string, day: string, submissionId: string | null) =>
    deps.repository.claimingOn(userId, policyId, parseIsoDate(day) ? day : null, submissionId);

  async function detailOf(userId: string, reference: string): Promise<ClaimDetail> {
    const found = await deps.repository.ownedByReference(userId, reference);
    if (!found) throw notFound(CLAIM_MESSAGES.claimNotFound);
    return claimDetailOf(found);
  }

  /** Removes a kept file whose upload was refused or lost a race; a failure is only logged. */
  async function forget(storageKey: string) {
    try {
      await deps.fileStore.delete(storageKey);
    } catch (error) {
      deps.log.error({ err: error, storageKey }, 'claim file left in the store');
    }
  }

  /**
   * Reads the upload's file and keeps it under a new key: its type decided by its first bytes
   * before anything is kept, a PDF streamed into the store as it arrives, a photo cleaned of its
   * metadata first. Whatever fails, nothing is left under the key.
   */
  async function keep(
    upload: IncomingUpload,
    content: Readable,
    type: ClaimFileType,
    name: string,
  ): Promise<{ storageKey: string; mediaType: ClaimFileType; bytes: number }> {
    const storageKey = randomUUID();
    try {
      if (type === 'application/pdf') {
        const { bytes } = await deps.fileStore.put(storageKey, content, { contentType: type });
        await upload.finish();
        return { storageKey, mediaType: type, bytes };
      }
      // A photo is read whole: at most 10 MB (the multipart limit stops it there), which sharp
      // and the HEIC converter need whole anyway.
      const original = await buffered(content);
      await upload.finish();
      const cleaned = await cleanedImage(type, original);
      const { bytes } = await deps.fileStore.put(storageKey, cleaned.bytes, {
        contentType: cleaned.mediaType,
      });
      return { storageKey, mediaType: cleaned.mediaType, bytes };
    } catch (error) {
      content.destroy();
      await forget(storageKey);
      throw uploadRefusalOf(error, name);
    }
  }

  return {
    /**
     * Makes the claim (its first event and its e-mail with it), or answers the one this
     * submission made already.
     */
    async create(userId: string, request: ClaimRequest): Promise<ClaimDetail> {
      const owned = await claimingOn(
        userId,
        request.policy_id,
        request.incident_date,
        request.submission_id,
      );
      if (!owned || owned.madeAlready) {
        const already = await made(userId, request);
        if (already) return already;
      }
      if (!owned) throw notFound(CLAIM_MESSAGES.policyNotFound);
      const { policy, owner } = owned;
      const facts = productFactsOfPolicyType(policy.policyType);
      const claimForm = facts.claimForm;
      if (!claimForm) {
        throw new FieldValidationError({
          policy_id: [CLAIM_MESSAGES.notOnline(facts.claims.phoneNumber)],
        });
      }
      const now = today();
      const refused = (locked: { startDate: string; endDate: string }) => {
        const problems = claimRequestProblems(
          request,
          claimForm,
          {
            startDate: locked.startDate,
            endDate: locked.endDate,
            claimsPhoneNumber: facts.claims.phoneNumber,
          },
          now,
        );
        return Object.keys(problems).length === 0
          ? null
          : new FieldValidationError(
              Object.fromEntries(
                Object.entries(problems).map(([field, message]) => [field, [message]]),
              ),
            );
      };
      // Checked first unlocked, so a refused claim takes no lock; then again under the lock.
      const refusal = refused(policy);
      if (refusal) throw refusal;
      const receivedAt = deps.clock();
      const content = claimContentOf(request);
      // The policy as it stood on the day: a change made since does not move this claim's excess.
      const { excess_cents: excessCents } = await excessIn(
        owned.state,
        policy.policyType,
        content.kind,
      );
      const estimateCents = request.items.reduce((sum, item) => sum + item.estimate_cents, 0);
      for (let draw = 1; ; draw += 1) {
        const reference = newClaimReference(deps.referenceBytes ?? secureBytes);
        try {
          const created = await deps.repository.create(policy.id, (locked) => {
            const lockedRefusal = refused(locked);
            if (lockedRefusal) throw lockedRefusal;
            return {
              claim: {
                reference,
                policyId: policy.id,
                ownerUserId: userId,
                submissionId: request.submission_id,
                kind: content.kind,
                incidentDate: content.incident_date,
                place: content.place,
                description: content.description,
                anyoneHurt: content.anyone_hurt,
                items: content.items,
                estimateCents,
                excessCents,
                otherParty: content.other_party,
                gardaReportNumber: content.garda_report_number,
                trip: content.trip,
                stage: 'received',
                lastToldOn: formatIsoDate(calendarDateOf(receivedAt)),
                receivedAt,
              },
              email: claimReceivedEmail(owner, {
                reference,
                policyType: policy.policyType,
                policyNumber: policy.policyNumber,
                kindLabel: claimKindLabelOf(policy.policyType, request.kind),
                incidentDate: request.incident_date,
                estimateCents,
              }),
            };
          });
          return claimDetailOf(created);
        } catch (error) {
          if (isUniqueViolation(error, CLAIM_SUBMISSION_KEY)) {
            // Another request with this submission id made it first.
            const first = await made(userId, request);
            if (first) return first;
            throw new Error('a claim refused as made already was not found', { cause: error });
          }
          // Only a reference drawn twice is drawn again.
          if (!isUniqueViolation(error, CLAIM_REFERENCE_KEY) || draw >= REFERENCE_DRAWS)
            throw error;
        }
      }
    },

    /**
     * A message from the customer on their claim's thread. Information asked for and now given
     * moves the claim back to being assessed, and its decision's clock starts that day. A closed
     * claim takes no more messages; the same message id again keeps one message.
     */
    async sendMessage(
      userId: string,
      reference: string,
      request: ClaimMessageRequest,
    ): Promise<ClaimDetail> {
      const asWritten = reference.trim().toUpperCase();
      if (!isClaimReference(asWritten)) throw notFound(CLAIM_MESSAGES.claimNotFound);
      await deps.repository.decideOnOwned(userId, asWritten, async (found, write) => {
        if (!found) throw notFound(CLAIM_MESSAGES.claimNotFound);
        const sent = await write.messageWithId(request.message_id);
        if (sent) {
          if (sent.body !== request.body.trim()) throw reused(CLAIM_MESSAGES.messageReused);
          return;
        }
        const stage = found.claim.stage as ClaimStage;
        if (!isClaimInProgress(stage)) {
          const phoneNumber = productFactsOfPolicyType(found.policy.policyType).claims.phoneNumber;
          throw new FieldValidationError({ body: [CLAIM_MESSAGES.claimClosed(phoneNumber)] });
        }
        const problem = messageProblem(request.body);
        if (problem) throw new FieldValidationError({ body: [problem] });
        const at = deps.clock();
        await write.addMessage({
          author: 'customer',
          messageId: request.message_id,
          body: request.body.trim(),
          at,
        });
        const next = stageAfterCustomerMessage(stage);
        if (next !== stage) {
          await write.moveTo(next, at, {
            informationCompleteOn: formatIsoDate(calendarDateOf(at)),
          });
        }
      });
      return detailOf(userId, asWritten);
    },

    /**
     * A photo or document from the customer on their claim (issue 44). Sent again with the same
     * upload id it is kept once; a closed claim, or one holding 10 files, takes no more. Checked
     * again under the claim's lock once the file is kept, so uploads at once never take a claim
     * past 10; a file on a claim awaiting information moves it back to being assessed, as a
     * message does.
     */
    async addFile(
      userId: string,
      reference: string,
      uploadId: string,
      upload: IncomingUpload,
    ): Promise<ClaimDetail> {
      const asWritten = reference.trim().toUpperCase();
      if (!isClaimReference(asWritten)) throw notFound(CLAIM_MESSAGES.claimNotFound);
      const state = await deps.repository.fileUploadState(userId, asWritten, uploadId);
      if (!state) throw notFound(CLAIM_MESSAGES.claimNotFound);
      if (state.uploaded) return detailOf(userId, asWritten);
      const refusal = fileRefusal(state, state.held);
      if (refusal) throw refusal;

      let arriving;
      try {
        arriving = await upload.file();
      } catch (error) {
        throw uploadRefusalOf(error, '');
      }
      if (!arriving) throw new FieldValidationError({ file: [CLAIM_MESSAGES.fileRequired] });
      let head: Buffer;
      let content: Readable;
      try {
        ({ head, content } = await peek(arriving.content, CLAIM_FILE_HEAD_BYTES));
      } catch (error) {
        arriving.content.destroy();
        throw uploadRefusalOf(error, arriving.name);
      }
      const detectedType = claimFileTypeOf(head);
      const problem = claimFileProblem({ name: arriving.name, bytes: head.length, detectedType });
      if (problem || !detectedType) {
        content.destroy();
        throw new FieldValidationError({
          file: [problem ?? CLAIM_MESSAGES.fileWrongType(arriving.name)],
        });
      }
      const name = keptName(arriving.name, detectedType);
      const kept = await keep(upload, content, detectedType, arriving.name);

      const fileId = randomUUID();
      let added = false;
      try {
        added = await deps.repository.decideOnOwned(userId, asWritten, async (found, write) => {
          if (!found) throw notFound(CLAIM_MESSAGES.claimNotFound);
          // The same upload kept by a request that came first.
          if (await write.fileWithUploadId(uploadId)) return false;
          const lockedRefusal = fileRefusal(found, await write.fileCount());
          if (lockedRefusal) throw lockedRefusal;
          const at = deps.clock();
          await write.addFile({
            fileId,
            uploadId,
            name,
            mediaType: kept.mediaType,
            sizeBytes: kept.bytes,
            storageKey: kept.storageKey,
            author: 'customer',
            uploadedAt: at,
          });
          const stage = found.claim.stage as ClaimStage;
          const next = stageAfterCustomerMessage(stage);
          if (next !== stage) {
            await write.moveTo(next, at, {
              informationCompleteOn: formatIsoDate(calendarDateOf(at)),
            });
          }
          return true;
        });
      } finally {
        if (!added) await forget(kept.storageKey);
      }
      deps.log.info(
        { claim: asWritten, fileId, mediaType: kept.mediaType, bytes: kept.bytes },
        'claim file received',
      );
      return detailOf(userId, asWritten);
    },

    /** One of the customer's claim's files, as kept, to be streamed to its owner; else 404. */
    /** One of the claim's files: the owner's (their user id), or any for a claims handler (null). */
    async file(
      userId: ClaimOwner,
      reference: string,
      fileId: string,
    ): Promise<{ file: ClaimFile; body: Readable; bytes: number }> {
      const missing = () => notFound(CLAIM_MESSAGES.fileNotFound);
      const asWritten = reference.trim().toUpperCase();
      if (!isClaimReference(asWritten) || !FILE_ID.test(fileId)) throw missing();
      const row = await deps.repository.ownedFile(userId, asWritten, fileId.toLowerCase());
      if (!row) throw missing();
      const stored = await deps.fileStore.get(row.storageKey);
      if (!stored) {
        deps.log.error(
          { claim: asWritten, fileId: row.fileId },
          'claim file missing from the store',
        );
        throw missing();
      }
      return { file: fileOf(row), body: stored.body, bytes: stored.bytes };
    },

    /**
     * The excess a claim would carry, for the form's check step: on the owner's policy, for a
     * kind of claim its form offers, as the policy stood on the day given.
     */
    async excess(userId: string, query: ClaimExcessQuery): Promise<ClaimExcess> {
      const owned = await claimingOn(userId, query.policy_id, query.incident_date, null);
      if (!owned) throw notFound(CLAIM_MESSAGES.policyNotFound);
      const { policy } = owned;
      const facts = productFactsOfPolicyType(policy.policyType);
      if (!facts.claimForm) {
        throw new FieldValidationError({
          policy_id: [CLAIM_MESSAGES.notOnline(facts.claims.phoneNumber)],
        });
      }
      if (!facts.claimForm.kinds.some((kind) => kind.code === query.kind)) {
        throw new FieldValidationError({ kind: [CLAIM_MESSAGES.kindUnknown] });
      }
      if (!parseIsoDate(query.incident_date)) {
        throw new FieldValidationError({ incident_date: [CLAIM_MESSAGES.incidentDateInvalid] });
      }
      return excessIn(owned.state, policy.policyType, query.kind);
    },

    async list(userId: string): Promise<{ claims: ClaimSummary[] }> {
      return { claims: (await deps.repository.listOwned(userId)).map(summaryOf) };
    },

    async get(userId: string, reference: string): Promise<ClaimDetail> {
      const asWritten = reference.trim().toUpperCase();
      if (!isClaimReference(asWritten)) throw notFound(CLAIM_MESSAGES.claimNotFound);
      return detailOf(userId, asWritten);
    },
  };
}

export type ClaimsService = ReturnType<typeof createClaimsService>;
