import { describe, expect, it } from 'vitest'

import { api, signUp, type Session } from '../helpers/api'

const follow = (from: Session, to: Session) =>
  api('POST', `/api/users/${to.id}/followers`, { token: from.token, body: {} })

const followNotifications = (member: Session) =>
  api('GET', '/api/notifications?where[type][equals]=follow&depth=0', { token: member.token })

async function createArtist(owner: Session, name: string): Promise<number> {
  const { status, body } = await api('POST', '/api/artists', {
    token: owner.token,
    body: { name, role: 'Artista', genres: ['Salsa'], country: 'Puerto Rico' },
  })
  expect(status, JSON.stringify(body)).toBe(201)
  return body.doc.id
}

/** The "Seguidores" figure of a member's public profile page, as a visitor sees it. */
const profilePageFollowers = async (userId: number) => {
  const html = String((await api<string>('GET', `/profile/${userId}`)).body)
  const match = /<dt[^>]*>Seguidores<\/dt><dd[^>]*>(\d+)<\/dd>/.exec(html)
  return match ? Number(match[1]) : null
}

const listingFollowers = async (id: number) =>
  (await api('GET', `/api/artists/${id}?depth=0`)).body.followersCount

describe('follows', () => {
  it('notifies the followed member once, naming the follower as sender', async () => {
    const follower = await signUp({ firstName: 'Rosa', lastName: 'Seguidora' })
    const followed = await signUp()

    const created = await follow(follower, followed)
    expect(created.status).toBe(201)

    const { body } = await followNotifications(followed)
    expect(body.docs).toHaveLength(1)
    expect(body.docs[0]).toMatchObject({
      type: 'follow',
      title: 'Nuevo seguidor',
      message: 'Rosa Seguidora empezó a seguirte',
      sender: follower.id,
      recipient: followed.id,
      read: false,
    })
    // The follower gets nothing, and nobody else can read the notification.
    expect((await followNotifications(follower)).body.docs).toHaveLength(0)
  })

  it('keeps one follow of the same member and refuses following while signed out', async () => {
    const follower = await signUp()
    const followed = await signUp()
    const first = await follow(follower, followed)
    expect(first.status).toBe(201)
    const again = await follow(follower, followed)
    expect(again.status).toBe(200)
    expect(again.body.doc.id).toBe(first.body.doc.id)
    expect((await followNotifications(followed)).body.docs).toHaveLength(1)

    const anonymous = await api('POST', `/api/users/${followed.id}/followers`, { body: {} })
    expect(anonymous.status).toBe(401)
  })

  it('shows a new follow on the public profile at once, despite its cache', async () => {
    const follower = await signUp()
    const followed = await signUp()
    expect(await profilePageFollowers(followed.id)).toBe(0)
    expect((await follow(follower, followed)).status).toBe(201)
    // The write runs before Next and hands the stale page to it a moment later
    // (src/server/fast-routes.ts, expireSoon).
    await expect.poll(() => profilePageFollowers(followed.id), { timeout: 5_000 }).toBe(1)
  })

  it('unfollows: only the follower removes the row', async () => {
    const follower = await signUp()
    const followed = await signUp()
    const row = (await follow(follower, followed)).body.doc.id

    const byOther = await api('DELETE', `/api/follows/${row}`, { token: followed.token })
    expect(byOther.status).not.toBe(200)

    expect((await api('DELETE', `/api/follows/${row}`, { token: follower.token })).status).toBe(200)
    const left = await api(
      'GET',
      `/api/follows?where[follower][equals]=${follower.id}&where[following][equals]=${followed.id}`,
    )
    expect(left.body.totalDocs).toBe(0)
  })

  it("keeps a listing's follower count equal to its owner's followers", async () => {
    const owner = await signUp()
    const listing = await createArtist(owner, `Artista seguido ${Date.now()}`)
    expect(await listingFollowers(listing)).toBe(0)

    const fans = [await signUp(), await signUp()]
    const rows: number[] = []
    for (const fan of fans) rows.push((await follow(fan, owner)).body.doc.id)
    expect(await listingFollowers(listing)).toBe(2)
    const count = await api('GET', `/api/follows/count?where[following][equals]=${owner.id}`)
    expect(count.body.totalDocs).toBe(2)

    await api('DELETE', `/api/follows/${rows[0]}`, { token: fans[0]!.token })
    expect(await listingFollowers(listing)).toBe(1)
  })
})

describe('favourites', () => {
  it('toggles an artist in and out of a member’s private favourites', async () => {
    const owner = await signUp()
    const artist = await createArtist(owner, `Artista favorito ${Date.now()}`)
    const fan = await signUp()
    const mine = () =>
      api('GET', `/api/favorites?where[artist][equals]=${artist}&depth=0`, { token: fan.token })

    const added = await api('POST', '/api/favorites', { token: fan.token, body: { artist } })
    expect(added.status).toBe(201)
    expect(added.body.doc.user).toMatchObject({ id: fan.id })
    expect((await mine()).body.docs).toHaveLength(1)
    // One row per member and artist; other members do not see it.
    expect(
      (await api('POST', '/api/favorites', { token: fan.token, body: { artist } })).status,
    ).toBe(400)
    const others = await api('GET', `/api/favorites?where[artist][equals]=${artist}`, {
      token: owner.token,
    })
    expect(others.body.docs).toHaveLength(0)

    const removed = await api('DELETE', `/api/favorites/${added.body.doc.id}`, {
      token: fan.token,
    })
    expect(removed.status).toBe(200)
    expect((await mine()).body.docs).toHaveLength(0)

    const anonymous = await api('POST', '/api/favorites', { body: { artist } })
    expect(anonymous.status).toBe(403)
  })
})
