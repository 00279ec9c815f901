import { createHash, randomBytes } from 'node:crypto'

/** Only the hash of an e-mailed token is stored, so a leaked database confirms nothing. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** A fresh random token for a link sent by e-mail. */
export const newToken = () => randomBytes(32).toString('base64url')
