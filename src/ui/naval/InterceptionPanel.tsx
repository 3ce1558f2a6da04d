/** An interception being declared: the enemy stack, the interceptors and the exact odds (issue 18; being built). */
export function InterceptionPanel() {
  return null;
}
