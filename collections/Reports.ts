import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
} from 'payload'

import { isStaffUser } from '../access/hasRole'
import { isFounder } from '../access/isFounder'
import { isSignedIn } from '../access/isSignedIn'
import { isStaff, isStaffField } from '../access/isStaff'
import { nobodyField } from '../access/nobody'
import { ownRowsOrStaff } from '../access/ownRowsOrStaff'
import { ownerField } from './fields/owner'
import { relationId } from '../src/lib/relation-id'
import { zodValidate } from './fields/validated'
import {
  REPORT_REASON_MAX,
  REPORT_TARGET_COLLECTION,
  REPORT_TARGET_FIELD,
  REPORT_TARGET_TYPES,
  reportReason,
  type ReportTargetType,
} from '../src/features/moderation/report-schema'
import { t } from '../src/i18n'
import { limitMemberWrites } from './hooks/limitMemberWrites'
import { PublicError } from '../src/lib/public-error'

const copy = t.safety.report
const TARGET_FIELDS = Object.values(REPORT_TARGET_FIELD)

const invalid = (path: string, message: string, collection = 'reports') =>
  new ValidationError({ collection, errors: [{ path, message }] })

const isTargetType = (value: unknown): value is ReportTargetType =>
  REPORT_TARGET_TYPES.includes(value as ReportTargetType)

/**
 * A new report names exactly the content its type says, content the reporter can read (not a
 * hidden post, not a comment that is gone) and not their own; one open report per member and
 * content. Staff filing a report by hand are held to the same shape and readability.
 */
const checkTarget: CollectionBeforeValidateHook = async ({ context, data, operation, req }) => {
  // An automatic report (src/features/opportunities/scam-signals.ts) is the system's own.
  if (operation !== 'create' || !data || !req.user || context.systemWrite) return data
  const targetType = data.targetType
  if (!isTargetType(targetType)) return data // The select field answers with its own error.
  const field = REPORT_TARGET_FIELD[targetType]
  const id = relationId(data[field])
  const others = TARGET_FIELDS.filter((name) => name !== field)
  if (id == null || others.some((name) => relationId(data[name]) != null)) {
    throw invalid(field, copy.targetMismatch)
  }
  const target = (await req.payload.findByID({
    collection: REPORT_TARGET_COLLECTION[targetType],
    id,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    disableErrors: true,
    req,
  })) as { user?: unknown } | null
  if (!target) throw invalid(field, copy.unavailable)
  const cleared = { ...data, ...Object.fromEntries(others.map((name) => [name, null])) }
  // Staff file reports as themselves; the member rules below (own content, one open) are not theirs.
  if (isStaffUser(req.user)) return cleared
  if (relationId(target.user) === Number(req.user.id)) throw invalid(field, copy.ownContent)

  const open = await req.payload.count({
    collection: 'reports',
    where: {
      reporter: { equals: req.user.id },
      status: { equals: 'open' },
      [field]: { equals: id },
    },
    overrideAccess: true,
    req,
  })
  if (open.totalDocs > 0) throw new PublicError(copy.duplicate, 409)
  return cleared
}

/** The moderation action decides the report's status: hiding resolves it. */
const statusFromAction: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  if (operation !== 'update' || data.action === originalDoc?.action) return data
  if (data.action === 'hide' || data.action === 'restore') return { ...data, status: 'resolved' }
  if (data.action === 'dismiss') return { ...data, status: 'dismissed' }
  return data
}

/**
 * Applies an editor's moderation action to the reported content: "hide" sets its `hidden` flag
 * (everybody but staff stops seeing it), "restore" clears it. A system write in the same
 * transaction.
 */
const applyAction: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.action === previousDoc?.action) return doc
  if (doc.action !== 'hide' && doc.action !== 'restore') return doc
  const targetType: unknown = doc.targetType
  if (!isTargetType(targetType)) return doc
  const id = relationId(doc[REPORT_TARGET_FIELD[targetType]])
  if (id == null) return doc
  // The target collection's own hooks expire the pages that show it.
  await req.payload.update({
    collection: REPORT_TARGET_COLLECTION[targetType],
    id,
    data: { hidden: doc.action === 'hide' },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return doc
}

/** Reports of posts, comments or profiles; editors work through them and hide content. */
export const Reports: CollectionConfig = {
  slug: 'reports',
  labels: { singular: 'Denuncia', plural: 'Denuncias' },
  admin: {
    group: 'Moderación',
    useAsTitle: 'reason',
    defaultColumns: [
      'targetType',
      'reason',
      'signals',
      'status',
      'action',
      'reporter',
      'createdAt',
    ],
    listSearchableFields: ['reason'],
    description:
      'Denuncias de los miembros. Abre una, revisa el contenido enlazado y elige una acción de moderación.',
  },
  defaultSort: '-createdAt',
  access: {
    read: ownRowsOrStaff('reporter'),
    create: isSignedIn,
    update: isStaff,
    delete: isFounder,
  },
  fields: [
    // None on the system's automatic reports (src/features/opportunities/scam-signals.ts).
    ownerField('reporter', 'Denunciado por', { required: false }),
    {
      name: 'targetType',
      label: 'Tipo de contenido',
      type: 'select',
      required: true,
      index: true,
      options: [
        { value: 'post', label: 'Post' },
        { value: 'post-comment', label: 'Comentario de post' },
        { value: 'blog-comment', label: 'Comentario de artículo' },
        { value: 'profile', label: 'Perfil' },
        { value: 'opportunity', label: 'Oportunidad' },
      ],
    },
    {
      name: 'post',
      label: 'Post',
      type: 'relationship',
      relationTo: 'posts',
      admin: { condition: (data) => data?.targetType === 'post' },
    },
    {
      name: 'postComment',
      label: 'Comentario de post',
      type: 'relationship',
      relationTo: 'post-comments',
      admin: { condition: (data) => data?.targetType === 'post-comment' },
    },
    {
      name: 'blogComment',
      label: 'Comentario de artículo',
      type: 'relationship',
      relationTo: 'blog-comments',
      admin: { condition: (data) => data?.targetType === 'blog-comment' },
    },
    {
      name: 'profile',
      label: 'Perfil',
      type: 'relationship',
      relationTo: 'profiles',
      admin: { condition: (data) => data?.targetType === 'profile' },
    },
    {
      name: 'opportunity',
      label: 'Oportunidad',
      type: 'relationship',
      relationTo: 'opportunities',
      admin: { condition: (data) => data?.targetType === 'opportunity' },
    },
    {
      name: 'reason',
      label: 'Motivo',
      type: 'textarea',
      required: true,
      maxLength: REPORT_REASON_MAX,
      validate: zodValidate(reportReason, copy.reasonRequired),
    },
    {
      name: 'signals',
      label: t.safety.moderation.signalsLabel,
      type: 'text',
      // Set by the system only, on its automatic reports.
      access: { create: nobodyField, update: nobodyField },
      admin: { readOnly: true, description: t.safety.moderation.signalsDescription },
    },
    {
      name: 'status',
      label: 'Estado',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: [
        { value: 'open', label: 'Abierta' },
        { value: 'resolved', label: 'Resuelta' },
        { value: 'dismissed', label: 'Descartada' },
      ],
      // Every report starts open; moderators move it (or their action does).
      access: { create: nobodyField, update: isStaffField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'action',
      label: t.safety.moderation.actionLabel,
      type: 'select',
      options: [
        { value: 'hide', label: t.safety.moderation.hide },
        { value: 'dismiss', label: t.safety.moderation.dismiss },
        { value: 'restore', label: t.safety.moderation.restore },
      ],
      // Applied only on update (applyAction), so a new report carries none.
      access: { create: nobodyField, update: isStaffField },
      admin: { position: 'sidebar', description: t.safety.moderation.actionDescription },
    },
  ],
  hooks: {
    beforeOperation: [limitMemberWrites('reports')],
    beforeValidate: [checkTarget],
    beforeChange: [statusFromAction],
    afterChange: [applyAction],
  },
  timestamps: true,
}
