/** 127.0.0.0/8, ::1 (also IPv4-mapped) and localhost: this machine, where plain http and dev helpers stay local. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname
    .trim()
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
  return host === 'localhost' || host === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(host);
}

/** One address as proxies write it («10.0.0.1», «10.0.0.1:5123», «[::1]:80», «"[::1]"»), without port and quotes. */
function bareAddress(entry: string): string {
  const unquoted = entry.trim().replace(/^"|"$/g, '');
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(unquoted);
  if (bracketed) return bracketed[1]!;
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(unquoted);
  return v4WithPort ? v4WithPort[1]! : unquoted;
}

/**
 * True when a request came from this machine through every hop: the socket's peer is loopback, and
 * so is every client a proxy names (X-Forwarded-For, X-Real-IP, Forwarded `for=`). The shell's
 * /api proxy connects from 127.0.0.1 but appends its own client to X-Forwarded-For, so a shopper
 * reaching the shell from outside is named there and refused; a header the client wrote itself
 * can only add names, never remove the one the proxy appended.
 */
export function cameFromThisMachine(socketAddress: string | undefined, headers: Record<string, string | string[] | undefined>): boolean {
  if (!socketAddress || !isLoopbackHost(socketAddress)) return false;
  const named: string[] = [];
  const list = (name: string) => [headers[name]].flat().filter((value): value is string => typeof value === 'string');
  for (const value of list('x-forwarded-for')) named.push(...value.split(','));
  named.push(...list('x-real-ip'));
  for (const value of list('forwarded')) {
    for (const match of value.matchAll(/for=("[^"]*"|[^;,\s]*)/gi)) named.push(match[1]!);
  }
  return named.every((entry) => isLoopbackHost(bareAddress(entry)));
}
