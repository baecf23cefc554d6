import type { AuthUserResponse, TwoFactorCodeRequest } from '@domain/schemas/auth';
import { authPost } from './auth-request';

/** The sign-in step after the password for an enrolled admin: a 6-digit code or a backup code. */
export function verifyTwoFactor(input: TwoFactorCodeRequest): Promise<AuthUserResponse> {
  return authPost<AuthUserResponse>('/api/auth/two-factor/verify', input);
}
