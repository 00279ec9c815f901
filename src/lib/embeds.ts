// Embeds for links that members and editors write: only known hosts, ids checked character by
// character, so a link can never put an arbitrary page in an iframe.

const parse = (value: string | null | undefined): URL | null => {
  if (!value) return null
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

const host = (url: URL) => url.hostname.toLowerCase().replace(/^(www|m|music)\./, '')

/** The 11-character id of a YouTube video link (watch, youtu.be, embed, shorts, live), or null. */
export function youtubeId(value: string | null | undefined): string | null {
  const url = parse(value)
  if (!url) return null
  let id: string | null | undefined = null
  const name = host(url)
  if (name === 'youtu.be') id = url.pathname.split('/')[1]
  else if (name === 'youtube.com' || name === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v')
    else id = /^\/(?:embed|shorts|live|v)\/([^/]+)\/?$/.exec(url.pathname)?.[1]
  }
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : null
}

/** Whether a link is on YouTube (youtube.com, youtu.be), whatever page it shows. */
export function isYoutubeLink(value: string | null | undefined): boolean {
  const url = parse(value)
  return url !== null && ['youtu.be', 'youtube.com', 'youtube-nocookie.com'].includes(host(url))
}

/** The privacy-enhanced player of a YouTube link, or null. */
export function youtubeEmbedUrl(value: string | null | undefined): string | null {
  const id = youtubeId(value)
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null
}

const SPOTIFY_TYPES = new Set(['track', 'album', 'playlist', 'artist', 'episode', 'show'])

/** Whether a link is on Spotify (open.spotify.com, spotify.com, spotify.link). */
export function isSpotifyLink(value: string | null | undefined): boolean {
  const url = parse(value)
  const name = url?.hostname.toLowerCase() ?? ''
  return name === 'spotify.link' || name === 'spotify.com' || name.endsWith('.spotify.com')
}

/** Spotify's embed player of an open.spotify.com link, or null. */
export function spotifyEmbedUrl(value: string | null | undefined): string | null {
  const url = parse(value)
  if (!url || url.hostname.toLowerCase() !== 'open.spotify.com') return null
  const parts = url.pathname.split('/').filter(Boolean)
  // Localised links start with intl-xx; embed links are accepted as they are.
  while (parts[0] && (parts[0].startsWith('intl-') || parts[0] === 'embed')) parts.shift()
  const [type, id] = parts
  if (!type || !id || parts.length !== 2 || !SPOTIFY_TYPES.has(type)) return null
  return /^[A-Za-z0-9]{22}$/.test(id) ? `https://open.spotify.com/embed/${type}/${id}` : null
}

/** SoundCloud's widget for a soundcloud.com link, or null. */
export function soundcloudEmbedUrl(value: string | null | undefined): string | null {
  const url = parse(value)
  if (!url || host(url) !== 'soundcloud.com' || url.pathname.split('/').filter(Boolean).length < 2)
    return null
  return `https://w.soundcloud.com/player/?url=${encodeURIComponent(`https://soundcloud.com${url.pathname}`)}`
}

/** A safe external link (http or https), or null. */
export function externalUrl(value: string | null | undefined): string | null {
  return parse(value)?.toString() ?? null
}
