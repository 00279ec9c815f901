// The image formats uploads accept, told by their first bytes (not the name or the browser's
// type): the image picker checks them when a file is chosen, the server again on upload
// (upload-safety.ts). No server-only imports here: the browser loads this module too.

/** How many first bytes tell the formats apart (WebP and AVIF need 12). */
export const IMAGE_SIGNATURE_BYTES = 12

export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'avif'

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/** Each format's bytes at their offset. SVG is text (markup), so it matches none. */
const SIGNATURES: { kind: ImageKind; parts: { at: number; bytes: number[] }[] }[] = [
  { kind: 'png', parts: [{ at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }] },
  { kind: 'jpeg', parts: [{ at: 0, bytes: [0xff, 0xd8, 0xff] }] },
  { kind: 'gif', parts: [{ at: 0, bytes: ascii('GIF87a') }] },
  { kind: 'gif', parts: [{ at: 0, bytes: ascii('GIF89a') }] },
  {
    kind: 'webp',
    parts: [
      { at: 0, bytes: ascii('RIFF') },
      { at: 8, bytes: ascii('WEBP') },
    ],
  },
  { kind: 'avif', parts: [{ at: 4, bytes: ascii('ftypavif') }] },
  { kind: 'avif', parts: [{ at: 4, bytes: ascii('ftypavis') }] },
]

/** The format the first bytes of a file announce, or null when they are no accepted image. */
export function imageKindOf(bytes: Uint8Array): ImageKind | null {
  const found = SIGNATURES.find(({ parts }) =>
    parts.every(({ at, bytes: expected }) =>
      expected.every((byte, index) => bytes[at + index] === byte),
    ),
  )
  return found?.kind ?? null
}
