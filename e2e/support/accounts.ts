import type { BrowserContext } from 'playwright-core';

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

let counter = 0;

/** A new customer with a unique e-mail. */
export function newUser(prefix = 'buyer'): TestUser {
  counter += 1;
  return { name: 'Dana Fischer', email: `${prefix}-${Date.now()}-${counter}@example.com`, password: 'Cold-Chain-42' };
}

/**
 * Creates the account through the API from inside the browser context, so the session cookie lands in
 * that context (for tests whose subject is not the sign-up form itself).
 */
export async function signUpThroughApi(context: BrowserContext, baseUrl: string, user: TestUser): Promise<void> {
  const response = await context.request.post(`${baseUrl}/api/auth/sign-up`, {
    data: { name: user.name, email: user.email, password: user.password },
    headers: { Origin: baseUrl },
  });
  if (response.status() !== 201) throw new Error(`sign-up answered ${response.status()}: ${await response.text()}`);
}
