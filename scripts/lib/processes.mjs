// Child processes of the scripts: waiting until one answers over HTTP, and stopping one by its PID.

/** Resolves when `url` answers 2xx; throws when `child` exits first or after `timeoutMs`. */
export async function waitForHttp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: процесс завершился с кодом ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} не ответил за ${timeoutMs / 1000} с`);
}

/** SIGTERM to the child's PID, SIGKILL after 5 s; resolves when it has exited. */
export function stopChild(child) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
