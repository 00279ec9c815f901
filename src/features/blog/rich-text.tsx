import type {
  DefaultNodeTypes,
  SerializedAutoLinkNode,
  SerializedBlockNode,
  SerializedLinkNode,
} from '@payloadcms/richtext-lexical'
import {
  RichText,
  type JSXConverter,
  type JSXConvertersFunction,
} from '@payloadcms/richtext-lexical/react'

import { EighthNotes, ExternalLink } from '@/components/icons'
import { buttonClasses } from '@/components/ui/button'
import { t } from '@/i18n'
import type { Media } from '../../../payload-types'
import { toBlogImage } from './blog-image'
import type { BlogContent } from './blog-types'
import { internalHref } from './article-links'
import { safeHref } from '@/lib/safe-href'
import { EmbedFrame } from '@/components/ui/embed-frame'
import { externalUrl, soundcloudEmbedUrl, spotifyEmbedUrl, youtubeEmbedUrl } from '@/lib/embeds'

// The blocks editors place in stories (collections/fields/richTextBlocks.ts).
type VideoFields = { url?: string | null; caption?: string | null }
type PlayerFields = { url?: string | null; title?: string | null }
type CallToActionFields = {
  heading?: string | null
  text?: string | null
  buttonLabel?: string | null
  url?: string | null
}

type NodeTypes =
  | DefaultNodeTypes
  | SerializedBlockNode<VideoFields & { blockType: 'video' }>
  | SerializedBlockNode<PlayerFields & { blockType: 'musicPlayer' }>
  | SerializedBlockNode<CallToActionFields & { blockType: 'callToAction' }>

const copy = t.blog.blocks

function Unavailable() {
  return <p className="rounded-xl bg-stone-100 p-4 text-sm text-stone-700">{copy.invalidMedia}</p>
}

function VideoBlock({ url, caption }: VideoFields) {
  const src = youtubeEmbedUrl(url)
  if (!src) return <Unavailable />
  return (
    <figure className="my-8">
      <EmbedFrame src={src} title={copy.videoTitle(caption)} />
      {caption ? (
        <figcaption className="mt-2 text-center text-sm text-stone-600">{caption}</figcaption>
      ) : null}
    </figure>
  )
}

function MusicPlayerBlock({ url, title }: PlayerFields) {
  const name = copy.playerTitle(title)
  const video = youtubeEmbedUrl(url)
  const audio = spotifyEmbedUrl(url) ?? soundcloudEmbedUrl(url)
  const link = externalUrl(url)
  return (
    <figure className="my-8">
      {title ? (
        <figcaption className="mb-3 flex items-center gap-2 font-semibold">
          <EighthNotes aria-hidden="true" className="size-5 text-fuchsia-700" />
          {title}
        </figcaption>
      ) : null}
      {audio ? (
        <EmbedFrame src={audio} title={name} kind="audio" />
      ) : video ? (
        <EmbedFrame src={video} title={name} />
      ) : link ? (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'secondary' })}
        >
          {copy.listen}
          <span className="sr-only"> {t.a11y.newTab}</span>
        </a>
      ) : (
        <Unavailable />
      )}
    </figure>
  )
}

/**
 * Its target is the block's own link, else the editors' site setting (`newsCtaUrl`), one partner
 * link for every article. Only links that leave the site open a new tab.
 */
function CallToActionBlock({
  heading,
  text,
  buttonLabel,
  url,
  defaultUrl,
}: CallToActionFields & { defaultUrl: string }) {
  const href = safeHref(url) ?? externalUrl(defaultUrl)
  const external = Boolean(href && /^https?:/i.test(href))
  return (
    <aside className="surface-dark my-10 rounded-2xl bg-night p-6 text-white sm:p-8">
      {heading ? <p className="text-2xl font-bold tracking-tight">{heading}</p> : null}
      {text ? <p className="mt-2 text-stone-300">{text}</p> : null}
      {href && buttonLabel ? (
        <a
          href={href}
          target={external ? '_blank' : undefined}
          rel={external ? 'noopener noreferrer' : undefined}
          data-cta={`news-cta:${buttonLabel}`.slice(0, 200)}
          className={buttonClasses({ className: 'mt-5' })}
        >
          {buttonLabel}
          {external ? (
            <>
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">{t.a11y.newTab}</span>
            </>
          ) : null}
        </a>
      ) : null}
    </aside>
  )
}

/** The article's own video ("Vídeo principal"), under its header; nothing if the link is not one. */
export function ArticleVideo({ url, title }: { url: string | null; title: string }) {
  const src = youtubeEmbedUrl(url)
  return src ? <EmbedFrame src={src} title={copy.videoTitle(title)} /> : null
}

const linkConverter: JSXConverter<SerializedLinkNode | SerializedAutoLinkNode> = ({
  node,
  nodesToJSX,
}) => {
  const children = nodesToJSX({ nodes: node.children })
  const { fields } = node
  const href = fields.linkType === 'internal' ? internalHref(fields) : safeHref(fields.url)
  // A link to an article the reader cannot see (or an unsafe URL) keeps its text, not a dead link.
  if (!href) return <>{children}</>
  const external = /^https?:/i.test(href)
  return (
    <a
      href={href}
      target={fields.newTab ? '_blank' : undefined}
      rel={external || fields.newTab ? 'noopener noreferrer' : undefined}
    >
      {children}
    </a>
  )
}

/** An image placed in the body: its hero or medium size, with dimensions (no layout shift), lazy. */
function BodyImage({ media, alt }: { media: Media; alt?: string }) {
  const image = toBlogImage(media)
  if (!image) return null
  return (
    // eslint-disable-next-line @next/next/no-img-element -- media comes from local disk or S3, already resized
    <img
      src={image.url}
      srcSet={image.srcSet ?? undefined}
      sizes="(min-width: 48rem) 48rem, 100vw"
      alt={alt || image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading="lazy"
      decoding="async"
      className="my-8 h-auto w-full rounded-2xl shadow-sm"
    />
  )
}

const converters =
  (ctaUrl: string): JSXConvertersFunction<NodeTypes> =>
  ({ defaultConverters }) => ({
    ...defaultConverters,
    link: linkConverter,
    autolink: linkConverter,
    // Unpopulated (an id: the media is gone or unreadable) or another collection: nothing.
    upload: ({ node }) =>
      node.relationTo === 'media' && node.value && typeof node.value === 'object' ? (
        <BodyImage media={node.value as Media} alt={node.fields?.alt as string | undefined} />
      ) : null,
    blocks: {
      video: ({ node }) => <VideoBlock {...node.fields} />,
      musicPlayer: ({ node }) => <MusicPlayerBlock {...node.fields} />,
      callToAction: ({ node }) => <CallToActionBlock {...node.fields} defaultUrl={ctaUrl} />,
    },
  })

/**
 * An article's Lexical content as React elements: text is escaped by React and blocks go through
 * the converters above, so no stored HTML is ever injected. `ctaUrl`: the site settings' link of
 * the call-to-action blocks. Link styles skip the `data-cta` button, which keeps the kit's look.
 */
export function ArticleBody({ content, ctaUrl }: { content: BlogContent | null; ctaUrl: string }) {
  if (!content) return null
  return (
    <RichText
      data={content as never}
      converters={converters(ctaUrl) as JSXConvertersFunction}
      className="text-lg leading-relaxed text-stone-800 [&_a:not([data-cta])]:font-semibold [&_a:not([data-cta])]:text-fuchsia-800 [&_a:not([data-cta])]:underline [&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-amber-400 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-bold [&_li]:mb-1 [&_ol]:mb-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-5 [&_ul]:mb-5 [&_ul]:list-disc [&_ul]:pl-6"
    />
  )
}
