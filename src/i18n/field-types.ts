// Messages for values of the wrong type (src/lib/field-types.ts).
export const fieldTypes = {} as const
