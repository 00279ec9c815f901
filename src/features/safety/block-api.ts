'use client'

// Payload REST calls of the block control, made with the member's session cookie.

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path} respondió ${response.status}`)
  return (await response.json()) as T
}

/** The id of the signed-in member's block of `userId`, or null (blocks are private rows). */
export const findBlock = async (userId: number) =>
  (
    await request<{ docs?: { id: number }[] }>(
      'GET',
      `/api/blocks?where[blocked][equals]=${userId}&depth=0&limit=1&select[id]=true`,
    )
  ).docs?.[0]?.id ?? null

export const block = async (userId: number) =>
  (await request<{ doc: { id: number } }>('POST', '/api/blocks?depth=0', { blocked: userId })).doc
    .id

export const unblock = (rowId: number) => request('DELETE', `/api/blocks/${rowId}`)
