import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { Media } from '../../collections/Media'
import { anyone } from '../../access/anyone'
import { hasRole } from '../../access/hasRole'
import { ownRowsOnly } from '../../access/ownRowsOnly'
import { ownRowsOrFounder } from '../../access/ownRowsOrFounder'
import { participantsOnly } from '../../access/participantsOnly'
import { publishedOrStaff } from '../../access/publishedOrStaff'
import { selfOrFounderField } from '../../access/selfOrFounder'

const as = (user: { id: number; role: string } | null) => ({
  req: { user } as unknown as PayloadRequest,
})
const member = { id: 7, role: 'member' }
const editor = { id: 8, role: 'editor' }
const founder = { id: 9, role: 'founder' }

describe('access rules', () => {
  it('hasRole checks one of the given roles', () => {
    expect(hasRole(founder, 'founder')).toBe(true)
    expect(hasRole(editor, 'founder')).toBe(false)
    expect(hasRole(editor, 'editor', 'founder')).toBe(true)
    expect(hasRole(null, 'member')).toBe(false)
  })

  it('ownRowsOrFounder narrows members to their rows', () => {
    const rule = ownRowsOrFounder('user')
    expect(rule(as(null))).toBe(false)
    expect(rule(as(member))).toEqual({ user: { equals: 7 } })
    expect(rule(as(editor))).toEqual({ user: { equals: 8 } })
    expect(rule(as(founder))).toBe(true)
  })

  it('ownRowsOnly never widens, not even for founders', () => {
    expect(ownRowsOnly('recipient')(as(founder))).toEqual({ recipient: { equals: 9 } })
  })

  it('participantsOnly matches either side of a conversation', () => {
    expect(participantsOnly('sender', 'recipient')(as(member))).toEqual({
      or: [{ sender: { equals: 7 } }, { recipient: { equals: 7 } }],
    })
    expect(participantsOnly('sender', 'recipient')(as(null))).toBe(false)
  })

  it('publishedOrStaff shows drafts and embargoed articles only to editors and founders', () => {
    for (const user of [null, member]) {
      const before = new Date().toISOString()
      const rule = publishedOrStaff(as(user)) as { and: Record<string, Record<string, string>>[] }
      expect(rule.and[0]).toEqual({ _status: { equals: 'published' } })
      // Published and dated no later than now: a future date is an embargo.
      const until = rule.and[1]!.publishedAt!.less_than_equal!
      expect(until >= before && until <= new Date().toISOString()).toBe(true)
    }
    expect(publishedOrStaff(as(editor))).toBe(true)
    expect(publishedOrStaff(as(founder))).toBe(true)
  })

  it('an e-mail is readable by its owner and founders only', () => {
    const args = (user: { id: number; role: string } | null) =>
      ({ ...as(user), doc: { id: 7 } }) as unknown as Parameters<typeof selfOrFounderField>[0]
    expect(selfOrFounderField(args(member))).toBe(true)
    expect(selfOrFounderField(args(editor))).toBe(false)
    expect(selfOrFounderField(args(founder))).toBe(true)
    expect(selfOrFounderField(args(null))).toBe(false)
  })

  it("keeps uploads' files public: the production server serves them without asking Payload", () => {
    // src/server/fast-routes.ts answers /api/media/file/… from disk with no access check; a
    // narrower read rule here must take that route out first.
    expect(Media.access?.read).toBe(anyone)
  })
})
