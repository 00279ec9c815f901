// Shared by the browser tracker and the server's schema (events.ts). Kept apart from the schema
// so the tracker, mounted on every page, does not ship zod to every visitor.

/** The most events one batch may carry; the tracker sends far fewer. */
export const TRACK_BATCH_MAX = 20

export const TRACK_PATH = '/api/analytics-events/track'
