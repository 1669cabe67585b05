/** How long an administrator's invitation link works (docs/adr/0052-invitations.md): server, e-mail and screen. */
export const VALIDADE_CONVITE_DIAS = 7;
