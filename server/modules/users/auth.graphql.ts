import { builder } from "../../graphql/builder";
import { ConflictError, ForbiddenError, NotFoundError, RateLimitedError, UnauthorizedError, ValidationError } from "../../errors";
import { ErrorInterface } from "../../graphql/errors.graphql";
import { AccountDeletedError, VerificationRequiredError } from "./auth.errors";
import { MailUnavailableError } from "../../platform/mail";
import { changePassword, login, logout, setPassword } from "./auth.service";
import { requestPasswordReset } from "./passwordReset.service";
import { resendVerification, startRegistration, verifyRegistration } from "./registration.service";
import type { SessionUser } from "../../core/sessionUser";

builder.objectType(VerificationRequiredError, {
  name: "VerificationRequiredError",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    email: t.exposeString("email"),
    userDatabaseId: t.exposeInt("userId"),
    signupToken: t.exposeString("signupToken", {
      nullable: true,
      description: "The verification attempt the e-mailed code belongs to: send it with verifyRegistration and resendVerification.",
    }),
  }),
});
builder.objectType(MailUnavailableError, { name: "MailUnavailableError", interfaces: [ErrorInterface] });
builder.objectType(AccountDeletedError, { name: "AccountDeletedError", interfaces: [ErrorInterface] });

const AuthPayload = builder.objectRef<{ token: string; user: SessionUser }>("AuthPayload").implement({
  description: "A new session: the bearer token the client stores as fc_mobile_token, and its user.",
  fields: (t) => ({
    token: t.exposeString("token"),
    isTempPassword: t.boolean({
      description: "Signed in with an e-mailed temporary password: the client goes to /change-password.",
      resolve: (parent) => parent.user.isTempPassword,
    }),
    user: t.prismaField({
      type: "User",
      resolve: (query, parent, _args, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: parent.user.id } }),
    }),
  }),
});

const VerificationPayload = builder.objectRef<{ token: string | null; user: SessionUser }>("VerificationPayload").implement({
  description: "A verified account; token is null when the client asked not to sign in.",
  fields: (t) => ({
    token: t.exposeString("token", { nullable: true }),
    user: t.prismaField({
      type: "User",
      resolve: (query, parent, _args, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: parent.user.id } }),
    }),
  }),
});

const RegistrationPayload = builder.objectRef<{ email: string; signupToken: string }>("RegistrationPayload").implement({
  description: "A 6-digit code was e-mailed to this address; it completes only the attempt named by signupToken.",
  fields: (t) => ({
    email: t.exposeString("email"),
    signupToken: t.exposeString("signupToken", { description: "Kept by this browser and sent with verifyRegistration and resendVerification." }),
  }),
});

const MessagePayload = builder.objectRef<{ message: string }>("MessagePayload").implement({
  fields: (t) => ({ message: t.exposeString("message") }),
});

const base = [ValidationError, RateLimitedError] as const;

builder.mutationFields((t) => ({
  register: t.field({
    type: RegistrationPayload,
    description: "Sign-up step 1: creates the unverified account and e-mails a verification code.",
    errors: { types: [...base, ConflictError, MailUnavailableError] },
    args: {
      email: t.arg.string({ required: true }),
      nickname: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      username: t.arg.string(),
    },
    resolve: (_root, args, ctx) => startRegistration(ctx, { ...args, username: args.username ?? undefined }),
  }),
  verifyRegistration: t.field({
    type: VerificationPayload,
    description: "Sign-up step 2: checks the code and signs in (unless signIn is false).",
    errors: { types: [...base] },
    args: {
      email: t.arg.string({ required: true }),
      code: t.arg.string({ required: true }),
      signupToken: t.arg.string({ description: "From register (or VerificationRequiredError): the code completes only that attempt." }),
      signIn: t.arg.boolean({ defaultValue: true }),
    },
    resolve: (_root, args, ctx) => verifyRegistration(ctx, { email: args.email, code: args.code }, args.signupToken ?? undefined, args.signIn ?? true),
  }),
  resendVerification: t.field({
    type: RegistrationPayload,
    description: "E-mails a new code for this attempt; its earlier code stops working.",
    errors: { types: [...base, NotFoundError, ConflictError, MailUnavailableError] },
    args: { email: t.arg.string({ required: true }), signupToken: t.arg.string() },
    resolve: (_root, args, ctx) => resendVerification(ctx, { email: args.email }, args.signupToken ?? undefined),
  }),
  login: t.field({
    type: AuthPayload,
    description: "Login by username or e-mail.",
    errors: { types: [...base, UnauthorizedError, VerificationRequiredError, AccountDeletedError] },
    args: { username: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => login(ctx, args),
  }),
  logout: t.boolean({
    description: "Revokes the current session; false when there was none.",
    resolve: (_root, _args, ctx) => logout(ctx),
  }),
  requestPasswordReset: t.field({
    type: MessagePayload,
    description: "E-mails a temporary password (same answer whether or not the address has an account).",
    errors: { types: [...base, MailUnavailableError] },
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => requestPasswordReset(ctx, args),
  }),
  changePassword: t.field({
    type: MessagePayload,
    description: "Profile dialog: current, new and confirmation. Ends the user's other sessions.",
    errors: { types: [...base, UnauthorizedError] },
    args: {
      currentPassword: t.arg.string({ required: true }),
      newPassword: t.arg.string({ required: true }),
      confirmPassword: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      await changePassword(ctx, args);
      return { message: "비밀번호가 변경되었습니다." };
    },
  }),
  setPassword: t.field({
    type: MessagePayload,
    description: "Change-password page: new password only, after a temporary-password or fresh login.",
    errors: { types: [...base, UnauthorizedError, ForbiddenError] },
    args: { newPassword: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await setPassword(ctx, args);
      return { message: "비밀번호가 변경되었습니다." };
    },
  }),
}));
