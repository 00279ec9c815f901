import type { Access } from 'payload'

/** Any signed-in member; used only where a row carries no owner yet (the owner is set by a hook). */
export const isSignedIn: Access = ({ req: { user } }) => Boolean(user)
