import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES as M } from "./accountMessages";
import {
  changePasswordSchema,
  firstIssue,
  forgotPasswordSchema,
  loginSchema,
  registrationFormSchema,
  registrationSchema,
  setPasswordFormSchema,
  verifyRegistrationSchema,
} from "./accounts";

const valid = { email: " New@Example.com ", nickname: "새매니저", password: "goal-2024!" };

describe("account validation", () => {
  it("normalises a valid registration", () => {
    expect(registrationSchema.parse(valid)).toEqual({ email: "new@example.com", nickname: "새매니저", password: "goal-2024!" });
  });

  it("asks for every field, a 6-character password and an uncommon one", () => {
    expect(firstIssue(registrationSchema.safeParse({ ...valid, email: "" }))).toBe(M.fillAllFields);
    expect(firstIssue(registrationSchema.safeParse({ ...valid, nickname: " " }))).toBe(M.fillAllFields);
    expect(firstIssue(registrationSchema.safeParse({ ...valid, password: "" }))).toBe(M.fillAllFields);
    expect(firstIssue(registrationSchema.safeParse({ ...valid, password: "abc12" }))).toBe(M.passwordMin);
    expect(firstIssue(registrationSchema.safeParse({ ...valid, password: "Password1" }))).toBe(M.commonPassword);
    expect(firstIssue(registrationSchema.safeParse({ ...valid, email: "not-mail" }))).toBe(M.invalidEmail);
  });

  it("requires the confirmation to match on the login-page form", () => {
    expect(firstIssue(registrationFormSchema.safeParse({ ...valid, confirmPassword: "other-pass" }))).toBe(M.passwordMismatch);
    expect(registrationFormSchema.safeParse({ ...valid, confirmPassword: valid.password }).success).toBe(true);
  });

  it("accepts only a 6-digit code", () => {
    const check = (code: string) => firstIssue(verifyRegistrationSchema.safeParse({ email: "a@b.co", code }));
    expect(check("")).toBe(M.codeRequired);
    expect(check("12345")).toBe(M.codeFormat);
    expect(check("12a456")).toBe(M.codeFormat);
    expect(check(" 123456 ")).toBeNull();
  });

  it("checks the login, forgot-password and both change-password forms", () => {
    expect(firstIssue(loginSchema.safeParse({ username: "", password: "x" }))).toBe(M.loginRequired);
    expect(firstIssue(forgotPasswordSchema.safeParse({ email: "nope" }))).toBe(M.invalidEmail);
    const change = (v: Record<string, string>) => firstIssue(changePasswordSchema.safeParse(v));
    expect(change({ currentPassword: "", newPassword: "abcdef1", confirmPassword: "abcdef1" })).toBe(M.currentPasswordRequired);
    expect(change({ currentPassword: "old", newPassword: "abc", confirmPassword: "abc" })).toBe(M.newPasswordMin);
    expect(change({ currentPassword: "old", newPassword: "abcdef1", confirmPassword: "abcdef2" })).toBe(M.passwordMismatch);
    const page = (v: Record<string, string>) => firstIssue(setPasswordFormSchema.safeParse(v));
    expect(page({ newPassword: "abcdef1", confirmPassword: "abcdef2" })).toBe(M.newPasswordMismatch);
    expect(page({ newPassword: "abcdef1", confirmPassword: "abcdef1" })).toBeNull();
  });
});
