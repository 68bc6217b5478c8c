import { zodResolver } from '@hookform/resolvers/zod';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import { emailField, requiredLine } from '@/lib/schemas/fields';

// lib/forms/lazy-resolver.ts: the forms' resolver that loads the schema (and zod) on first use.

const schema = z.object({ name: requiredLine(10), email: emailField() });
type Input = z.input<typeof schema>;

const options: ResolverOptions<Input> = {
  criteriaMode: 'firstError',
  fields: {},
  names: ['name', 'email'],
  shouldUseNativeValidation: false,
};

describe('lazyZodResolver', () => {
  it('loads nothing until it is used', () => {
    const load = vi.fn(async () => schema);
    lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the schema once, however many validations ask for it, and answers as zodResolver does', async () => {
    const load = vi.fn(async () => schema);
    const { resolver } = lazyZodResolver(load);
    const direct = zodResolver(schema);
    const valid = { name: ' Ada ', email: 'ada@example.com' };
    const invalid = { name: '', email: 'ada@' };

    const [first, second] = await Promise.all([
      resolver(valid, undefined, options),
      resolver(invalid, undefined, options),
    ]);
    expect(first).toEqual(await direct(valid, undefined, options));
    expect(first.values).toEqual({ name: 'Ada', email: 'ada@example.com' });
    expect(second).toEqual(await direct(invalid, undefined, options));
    expect(second.errors).toMatchObject({ name: { message: 'required' }, email: { message: 'email' } });

    await resolver(valid, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload() starts the load at once, and the validation that follows reuses it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = vi.fn(async () => {
      await gate;
      return schema;
    });
    const { preload, resolver } = lazyZodResolver(load);
    preload();
    preload();
    expect(load).toHaveBeenCalledTimes(1);

    const answer = resolver({ name: 'Ada', email: 'ada@example.com' }, undefined, options);
    release();
    expect((await answer).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load; preload() swallows the failure', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(schema);
    const { preload, resolver } = lazyZodResolver(load);
    preload();
    expect(load).toHaveBeenCalledTimes(1);
    // Callers while a load is under way share it; once it has failed, the next one loads again.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(resolver({ name: 'Ada', email: 'ada@example.com' }, undefined, options)).rejects.toThrow(
      'chunk failed',
    );
    expect(load).toHaveBeenCalledTimes(2);
    const answer = await resolver({ name: '', email: 'ada@example.com' }, undefined, options);
    expect(answer.errors).toMatchObject({ name: { message: 'required' } });
    expect(load).toHaveBeenCalledTimes(3);
  });
});
