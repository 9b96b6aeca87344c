import { ACCOUNT_MESSAGES } from "../../../domain/accountMessages";
import { AppError } from "../../errors";

/** Right password, but the e-mail is not verified yet: the client opens the verify screen. */
export class VerificationRequiredError extends AppError {
  readonly status = 403;
  constructor(
    readonly userId: number,
    readonly email: string,
    /** The sign-up attempt the e-mailed code belongs to; only its holder can use the code (null if no code went out). */
    readonly signupToken: string | null,
  ) {
    super(ACCOUNT_MESSAGES.verificationRequired);
  }
}

/** Right password on a soft-deleted account (spec: "account deleted, contact admin"). */
export class AccountDeletedError extends AppError {
  readonly status = 403;
  constructor() {
    super(ACCOUNT_MESSAGES.accountDeleted);
  }
}
