// The artist page (/artists/{id}) and the follow and favourite controls.
export const artist = {} as const
