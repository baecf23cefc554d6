export type ErrorCode =
  | 'validation_failed'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'unprocessable'
  | 'rate_limited'
  | 'service_unavailable'
  | 'internal'
  /** ADMIN_REQUIRE_2FA: an admin who has not enrolled yet; the back office sends them to enrolment. */
  | 'two_factor_required';

export const STATUS_OF: Record<ErrorCode, number> = {
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  rate_limited: 429,
  service_unavailable: 503,
  internal: 500,
  two_factor_required: 403,
};

/** A failure a service reports on purpose; the error plugin turns it into the API's one error shape. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  get statusCode(): number {
    return STATUS_OF[this.code];
  }
}

export const notFound = (message = 'Not found') => new AppError('not_found', message);
