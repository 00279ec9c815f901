import type { FieldAccess, GlobalConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isStaff } from '../access/isStaff'
import { urlField } from './fields/url'
import { zodValidate } from './fields/validated'
import { t } from '../src/i18n'
import { optionalUrl } from '../src/lib/validation'
import { SITE_DEFAULTS, SITE_SETTINGS_TAG } from '../src/features/site/site-settings'
import { expireGlobalTags } from '../src/lib/cache-expiry'
import { LOGO_WRITE_CONTEXT, founderToolEndpoints } from '../src/features/founder-tools/endpoints'
import { hasRole } from '../access/hasRole'

/** Community name, logo, social links and the blog landing's video: one row for the whole site. */
// The call-to-action target is a partner's site: only https, never a plain-http page.
const httpsUrl = optionalUrl.refine(
  (value) => value === null || value.startsWith('https://'),
  t.blog.news.ctaUrlHttps,
)

const logoWrite: FieldAccess = ({ req }) =>
  hasRole(req.user, 'founder') && req.context?.[LOGO_WRITE_CONTEXT] === true

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Ajustes del sitio',
  admin: { group: 'Contenido' },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [expireGlobalTags(SITE_SETTINGS_TAG)] },
  // Founders' logo page and e-mail tools (/logo-settings, /email-test).
  endpoints: founderToolEndpoints,
  fields: [
    {
      name: 'communityName',
      label: 'Nombre de la comunidad',
      type: 'text',
      required: true,
      defaultValue: 'Tarima',
    },
    {
      // Founders change it at /logo-settings alone, whose endpoint checks the image (type, size,
      // no SVG); anything else that sends a logo (an editor's save, REST) leaves it as it was.
      name: 'logo',
      label: 'Logo',
      type: 'upload',
      relationTo: 'media',
      access: { create: logoWrite, update: logoWrite },
      admin: { readOnly: true, description: t.founderTools.logo.adminDescription },
    },
    urlField('instagramUrl', 'Instagram'),
    urlField('youtubeUrl', 'YouTube'),
    urlField('blogVideoUrl', 'Vídeo de la página del blog'),
    {
      ...urlField('newsCtaUrl', 'Enlace del botón de las llamadas a la acción (News+ y blog)'),
      validate: zodValidate(httpsUrl, t.blog.news.ctaUrlHttps),
      admin: { description: `Vacío: ${SITE_DEFAULTS.newsCtaUrl}` },
    },
    {
      name: 'contactEmail',
      label: 'Correo de contacto',
      type: 'email',
      defaultValue: 'hola@tarima.app',
    },
  ],
}
