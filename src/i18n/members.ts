// Own and public profiles, artist and producer settings, the member's data and account.
export const members = {} as const
