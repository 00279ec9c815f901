// E-mails and in-app notifications sent by the server.
export const emails = {} as const
