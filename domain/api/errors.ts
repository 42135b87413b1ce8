// Reason codes and texts the API answers with when no spec catalogue names one. Spec catalogues'
// own codes and texts live beside their feature; these are the transport-level ones of docs/api.md.

export const TRANSPORT_ERRORS = {
  INVALID_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  INVALID_INPUT: { status: 400, message: 'The request is not valid.' },
  UNAUTHORIZED: { status: 401, message: 'Please log in to continue.' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do that.' },
  CROSS_SITE: { status: 403, message: "This call does not take requests from other sites' pages." },
  NOT_FOUND: { status: 404, message: 'No such API call.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This call does not accept that HTTP method.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is larger than 1 MiB.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This call takes a JSON body (Content-Type: application/json).' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many attempts. Please wait a moment and try again.' },
  INTERNAL_ERROR: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is unavailable right now. Please try again shortly.' },
} as const;
export type TransportReason = keyof typeof TRANSPORT_ERRORS;
