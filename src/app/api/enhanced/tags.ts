import type { TAG_TYPES } from '../baseApi';

/** A resource name of baseApi's TAG_TYPES. */
export type TagType = (typeof TAG_TYPES)[number];

/** The tag a list query provides besides its items': creating a record invalidates it, so every list refetches. */
export const LIST = 'LIST';

/**
 * Tags of a list answer: one per record (so a change to one record refetches only the lists that hold
 * it) plus the resource's LIST tag. A failed answer provides LIST alone, so the next create retries it.
 */
export function listTags<T extends TagType>(type: T, records: readonly { _id: string }[] | undefined) {
  return [...(records ?? []).map((r) => ({ type, id: r._id })), { type, id: LIST }];
}

/** The tag of one record. */
export function recordTag<T extends TagType>(type: T, id: string) {
  return { type, id };
}
