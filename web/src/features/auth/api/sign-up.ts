import type { AuthUserResponse, SignUpRequest } from '@domain/schemas/auth';
import { authPost } from './auth-request';

/** Creates the account; the server signs the new user in at once. */
export function signUp(input: SignUpRequest): Promise<AuthUserResponse> {
  return authPost<AuthUserResponse>('/api/auth/sign-up', input);
}
