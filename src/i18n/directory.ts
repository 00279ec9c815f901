// The directory (/artists, the home section) and the artist search dialog.
export const directory = {} as const
