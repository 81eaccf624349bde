import { z } from 'zod';

const id = z.string().min(1).max(512);
const newDocument = z.looseObject({ _type: z.string().min(1), _id: id.optional() });
const documentWithId = z.looseObject({ _type: z.string().min(1), _id: id });
const fields = z.record(z.string(), z.unknown());

const patchBody = z.object({
  set: fields.optional(),
  setIfMissing: fields.optional(),
  unset: z.array(z.string()).optional(),
  inc: z.record(z.string(), z.number()).optional(),
  dec: z.record(z.string(), z.number()).optional(),
  insert: z
    .union([
      z.object({ before: z.string(), items: z.array(z.unknown()) }),
      z.object({ after: z.string(), items: z.array(z.unknown()) }),
      z.object({ replace: z.string(), items: z.array(z.unknown()) }),
    ])
    .optional(),
  diffMatchPatch: z.record(z.string(), z.string()).optional(),
  ifRevisionID: z.string().optional(),
});

export const mutationSchema = z.union([
  z.strictObject({ create: newDocument }),
  z.strictObject({ createOrReplace: documentWithId }),
  z.strictObject({ createIfNotExists: documentWithId }),
  z.strictObject({
    delete: z.union([
      z.strictObject({ id }),
      // Every document the query returns (the Studio clears expired preview secrets this way).
      z.strictObject({
        query: z.string().min(1).max(10_000),
        params: z.record(z.string(), z.unknown()).optional(),
      }),
    ]),
  }),
  z.strictObject({ patch: patchBody.extend({ id }) }),
]);

export const mutateBodySchema = z.object({
  mutations: z.array(mutationSchema).min(1).max(1000),
  transactionId: z.string().min(1).max(128).optional(),
});

export const actionSchema = z.discriminatedUnion('actionType', [
  z.object({
    actionType: z.literal('sanity.action.document.create'),
    publishedId: id,
    attributes: newDocument,
    ifExists: z.enum(['fail', 'ignore']).optional(),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.edit'),
    draftId: id,
    publishedId: id,
    patch: patchBody.omit({ ifRevisionID: true }).extend({ id: id.optional() }),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.publish'),
    draftId: id,
    publishedId: id,
    ifDraftRevisionId: z.string().optional(),
    ifPublishedRevisionId: z.string().optional(),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.unpublish'),
    draftId: id,
    publishedId: id,
  }),
  z.object({ actionType: z.literal('sanity.action.document.discard'), draftId: id }),
  z.object({
    actionType: z.literal('sanity.action.document.delete'),
    publishedId: id,
    includeDrafts: z.array(id).optional(),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.replaceDraft'),
    publishedId: id,
    draftId: id.optional(),
    attributes: newDocument,
  }),
]);

export const actionsBodySchema = z.object({
  actions: z.array(actionSchema).min(1).max(1000),
  transactionId: z.string().min(1).max(128).optional(),
  dryRun: z.boolean().optional(),
});

// GET queries are bounded by the URL (11 KB at Sanity, 16 KB of headers in Node); POST by this.
export const MAX_QUERY_CHARS = 100_000;
export const MAX_QUERY_PARAMS = 100;

const queryText = z
  .string()
  .min(1, 'The query parameter is required.')
  .max(MAX_QUERY_CHARS, `The query is longer than ${MAX_QUERY_CHARS} characters.`);
const queryParams = z
  .record(z.string().max(128, 'A parameter name is longer than 128 characters.'), z.unknown())
  .refine((params) => Object.keys(params).length <= MAX_QUERY_PARAMS, {
    message: `A query takes at most ${MAX_QUERY_PARAMS} parameters.`,
  });

/** A query and its `$` parameters, from the query string or a POST body. */
export const queryInputSchema = z.object({ query: queryText, params: queryParams });

export const queryBodySchema = z.object({
  query: queryText,
  params: queryParams.optional(),
  perspective: z.union([z.string(), z.array(z.string())]).optional(),
});

export const perspectiveSchema = z.union([
  z.enum(['raw', 'published', 'drafts', 'previewDrafts']),
  z.array(z.string().regex(/^[\w-]+$/)).min(1),
]);
