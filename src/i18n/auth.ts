// Sign-in, sign-up, password reset, e-mail confirmation, onboarding and the join application.
export const auth = {} as const
