import { describe, expect, it } from 'vitest';
import { errorLogSerializer } from './log-redaction';

describe('errorLogSerializer', () => {
  it('keeps an error’s type and message, without the values a failed query carries', () => {
    const error = Object.assign(new Error('Failed query: select $1\nparams: sekret'), { params: ['sekret'] });
    expect(errorLogSerializer(error)).toMatchObject({ type: 'Error', message: 'Failed query: select $1' });
    expect(JSON.stringify(errorLogSerializer(error))).not.toContain('sekret');
  });

  it('logs an `err` that is not an error (a message, nothing) as it is, never throwing', () => {
    // A listener logging { err: error.message } once ended the process from inside the logger.
    const serialize = errorLogSerializer as (value: unknown) => unknown;
    expect(serialize('connect ECONNREFUSED 127.0.0.1:6379')).toBe('connect ECONNREFUSED 127.0.0.1:6379');
    expect(serialize(null)).toBeNull();
    expect(serialize(undefined)).toBeUndefined();
  });
});
