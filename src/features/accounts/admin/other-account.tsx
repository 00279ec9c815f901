// In the admin, on someone else's account (collections/Users' `otherAccount` field, shown only
// there): Payload's auth block offers its e-mail field and "Cambiar contraseña", which always fail
// for another account (src/features/accounts/account-change-hooks.ts), and no field setting hides
// them without also answering REST with a silent no-op. They are hidden; "Forzar desbloqueo" stays.
export function OtherAccountAuth() {
  return (
    <style>{`.auth-fields .login-fields, .auth-fields__changing-password, #change-password { display: none; }`}</style>
  )
}
