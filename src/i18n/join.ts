// The join application (/join): its page, states and messages. The fields it shares with the
// onboarding wizard are auth.ts's `application`.
export const join = {
  metaTitle: 'Únete a la comunidad',
  metaDescription: 'Aplica para unirte a la comunidad de talento musical latino de Tarima.',
  title: 'Únete a la comunidad',
  intro:
    'Cuéntanos quién eres y qué haces. Revisaremos tu aplicación en 48-72 horas y te avisaremos por email.',
  back: 'Volver al inicio',
  requiredHint: 'Todos los campos son obligatorios salvo los indicados como opcionales.',
  personal: 'Datos personales',
  professional: 'Perfil profesional',
  profile: 'Tu presentación',
  submit: 'Enviar aplicación',
  resubmit: 'Actualizar aplicación',
  pending: 'Enviando...',
  uploading: 'Subiendo foto...',
  successTitle: '¡Aplicación enviada!',
  promise: 'Revisaremos tu aplicación en 48-72 horas.',
  successBody: 'Te avisaremos por email cuando tengamos una respuesta.',
  edit: 'Editar mi aplicación',
  errorTitle: 'No se pudo enviar tu aplicación',
  error: 'Hubo un problema al enviar tu aplicación.',
  existing: {
    pending:
      'Ya enviaste una aplicación y está siendo revisada. Si la envías de nuevo, reemplazará a la anterior.',
    denied: 'Tu aplicación fue rechazada. Puedes aplicar nuevamente.',
  },
  statusLabel: { pending: 'Pendiente', denied: 'Rechazada', approved: 'Aprobada' },
  approvedTitle: '¡Ya eres parte de la comunidad!',
  approved: 'Tu aplicación fue aprobada, así que no necesitas enviar otra.',
  goProfile: 'Ir a mi perfil',
} as const
