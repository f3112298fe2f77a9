/** The error that `fn` throws; fails the test when it throws none. */
export function errorOf(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected an error, but none was thrown");
}
