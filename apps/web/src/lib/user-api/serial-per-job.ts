const queues = new Map<string, Promise<unknown>>();

/**
 * Runs `task` after every earlier task for the same job has settled, so a quick save → unsave →
 * save reaches the server in the order the user clicked and the last click wins.
 */
export function serialPerJob<T>(jobId: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(jobId) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(task);
  queues.set(jobId, next);
  const forget = () => {
    if (queues.get(jobId) === next) queues.delete(jobId);
  };
  next.then(forget, forget);
  return next;
}
