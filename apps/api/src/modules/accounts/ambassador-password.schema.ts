import { builder } from '../../graphql/public/builder'
import {
  caller,
  donePayload,
  DonePayloadRef,
  RequestPasswordResetInput,
  ResetPasswordInput,
  sessionPayload,
  SessionPayloadRef,
} from './accounts.schema'

/** The portal's password recovery, on the public endpoint beside `ambassadorLogin`. */
builder.mutationFields((t) => ({
  ambassadorRequestPasswordReset: t.field({
    type: DonePayloadRef,
    description:
      "The portal's reset request: as requestPasswordReset, but an ambassador's link opens the portal.",
    args: {
      input: t.arg({ type: RequestPasswordResetInput, required: true }),
    },
    resolve: async (_root, args, context) =>
      donePayload(
        await context.services.passwordReset.requestPasswordReset(
          args.input,
          caller(context),
          'ambassador',
        ),
      ),
  }),
  ambassadorResetPassword: t.field({
    type: SessionPayloadRef,
    description:
      "The portal's reset: sets a new password from a reset link (valid 1 hour, once), ends every session, then signs the ambassador in (a token for /gql/ambassador only; none when the account may not sign in there).",
    args: {
      input: t.arg({ type: ResetPasswordInput, required: true }),
    },
    resolve: async (_root, args, context) => {
      const outcome = await context.services.passwordReset.resetAmbassadorPassword(
        args.input.token,
        args.input,
        caller(context),
      )
      if (!outcome.ok) return sessionPayload(outcome)
      const session = outcome.value
      return {
        token: session?.token ?? null,
        expiresAt: session?.expiresAt ?? null,
        customer: null,
        errors: [],
      }
    },
  }),
}))
