// Safety: blocking members, reporting content and the moderation of reports in the admin.
export const safety = {
  report: {
    button: 'Denunciar',
    buttonLabel: {
      post: 'Denunciar este post',
      'post-comment': 'Denunciar este comentario',
      'blog-comment': 'Denunciar este comentario',
      profile: 'Denunciar este perfil',
      opportunity: 'Denunciar esta oportunidad',
    },
    title: {
      post: 'Denunciar post',
      'post-comment': 'Denunciar comentario',
      'blog-comment': 'Denunciar comentario',
      profile: 'Denunciar perfil',
      opportunity: 'Denunciar oportunidad',
    },
    description:
      'Cuéntanos qué ocurre. El equipo de moderación revisará tu denuncia y, si incumple las normas, ocultará el contenido.',
    reasonLabel: 'Motivo de la denuncia',
    reasonPlaceholder: 'Describe por qué este contenido no debería estar en Tarima',
    reasonRequired: 'El motivo es requerido',
    reasonMax: 'El motivo no puede superar los 1000 caracteres',
    submit: 'Enviar denuncia',
    submitting: 'Enviando...',
    cancel: 'Cancelar',
    sentTitle: 'Denuncia enviada',
    sent: 'Gracias. El equipo de moderación la revisará pronto.',
    errorTitle: 'No se pudo enviar la denuncia',
    error: 'Ocurrió un error. Por favor intenta de nuevo.',
    duplicate: 'Ya denunciaste este contenido. El equipo de moderación lo está revisando.',
    unavailable: 'Este contenido no existe o no está disponible',
    targetMismatch: 'Indica solo el contenido que corresponde al tipo de denuncia',
    ownContent: 'No puedes denunciar tu propio contenido',
  },
  block: {
    block: 'Bloquear',
    unblock: 'Desbloquear',
    pending: 'Procesando...',
    confirmTitle: (name: string) => `¿Bloquear a ${name}?`,
    confirmDescription:
      'Ninguno de los dos podrá seguir al otro, comentar sus posts, enviarle mensajes ni recibir sus notificaciones, y dejarán de ver los posts del otro en el feed. Los seguimientos entre ustedes se eliminarán.',
    confirm: 'Bloquear',
    cancel: 'Cancelar',
    blockedTitle: 'Usuario bloqueado',
    blocked: (name: string) => `Has bloqueado a ${name}`,
    unblockedTitle: 'Usuario desbloqueado',
    unblocked: (name: string) => `Has desbloqueado a ${name}`,
    errorTitle: 'Error',
    error: 'No se pudo completar la acción',
    // Shown to the member someone else blocked: the follow and the message would be refused.
    blockedBy: 'No puedes seguir a este usuario ni enviarle mensajes.',
    notice:
      'Has bloqueado a este usuario. Ninguno de los dos verá los posts del otro ni podrá interactuar con él.',
  },
  moderation: {
    actionLabel: 'Acción de moderación',
    actionDescription:
      'Elige "Ocultar el contenido" y guarda: el contenido denunciado deja de verse para todos (salvo el equipo) y la denuncia queda resuelta.',
    hide: 'Ocultar el contenido',
    dismiss: 'Descartar la denuncia',
    restore: 'Volver a mostrar el contenido',
    signalsLabel: 'Señales de estafa',
    signalsDescription:
      'Frases que piden dinero para postularse, halladas por el sistema en el texto de la oportunidad.',
  },
} as const
