import type { SanitizedConfig } from 'payload'

/**
 * Every field of every collection and global refuses a value of the wrong type before its own
 * rules run (filled in by the field-types work).
 */
export function enforceFieldTypes(config: SanitizedConfig): void {
  void config
}
