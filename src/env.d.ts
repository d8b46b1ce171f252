/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The signed-in agent's safe public facts, resolved once by src/middleware.ts; null for guests. */
    agent: import('./lib/types').SessionAgent | null;
    /** The id (JWT jti) of the current session, when signed in. */
    sessionId: string | null;
    /** A session token was sent but it is expired, revoked or invalid (the request counts as a guest's). */
    sessionExpired: boolean;
  }
}
