import { expect } from 'vitest';

/**
 * Runs `action` and returns the error it throws, failing the test unless it is an instance of `ErrorClass`
 * (or nothing is thrown), so a test can go on to pin the message and code.
 */
export function thrownBy<E extends Error>(ErrorClass: abstract new (...args: never[]) => E, action: () => unknown): E {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(ErrorClass);
    return error as E;
  }
  throw new Error(`expected a ${ErrorClass.name}, but nothing was thrown`);
}
