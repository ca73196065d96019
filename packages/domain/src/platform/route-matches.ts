/** Whether `path` is an address of `route` (`:name` stands for one part, `:name?` for one or none). */
export function routeMatches(route: string, path: string): boolean {
  const partsOf = (address: string) => address.split('/').filter(Boolean);
  const routeParts = partsOf(route);
  const pathParts = partsOf(path);
  if (pathParts.length > routeParts.length) return false;
  return routeParts.every((part, index) => {
    const given = pathParts[index];
    if (part.startsWith(':')) return given !== undefined || part.endsWith('?');
    // The app's router matches without regard to case.
    return given?.toLowerCase() === part.toLowerCase();
  });
}
