/** The name to greet and show; the spec's fallback wording is 'User'. */
export function displayName(user: { name: string | null }): string {
  return user.name?.trim() || 'User';
}

/** One or two initials for the avatar: from the name, else from the e-mail address. */
export function initialsOf(user: { name: string | null; email: string }): string {
  const words = (user.name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length >= 2 ? [words[0], words[words.length - 1]] : words.length === 1 ? [words[0]] : [user.email];
  return letters
    .map((w) => [...(w ?? '')][0] ?? '')
    .join('')
    .toUpperCase();
}
