/**
 * A WebVTT check for pasted subtitles (spec 2 §2.3): the header, then cues whose timing lines are
 * `start --> end` with end after start. It answers the first bad line (1-based), so the admin sees
 * where the file breaks; it does not judge cue text. No zod: the admin form and the server use it.
 */
export type VttProblem = { line: number; reason: 'header' | 'timing' | 'order' | 'empty' };

const TIME = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

const seconds = (value: string): number | null => {
  const match = TIME.exec(value);
  if (!match) return null;
  return Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]) + Number(match[4]) / 1000;
};

/** `00:00:01.000 --> 00:00:02.500 align:start`: the two times, or null when the line is no timing line. */
const timing = (line: string): { start: number | null; end: number | null } | null => {
  const parts = line.trim().split(/\s+/);
  if (parts[1] !== '-->') return null;
  return { start: seconds(parts[0] ?? ''), end: seconds(parts[2] ?? '') };
};

export const checkVtt = (content: string): VttProblem | null => {
  const lines = content.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) return { line: 1, reason: 'header' };
  let cues = 0;
  let i = 1;
  while (i < lines.length) {
    if ((lines[i] ?? '').trim() === '') {
      i += 1;
      continue;
    }
    // A block: NOTE/STYLE/REGION blocks, or a cue (optional identifier line, then the timing line).
    const first = lines[i]!;
    if (/^(NOTE|STYLE|REGION)(\s|$)/.test(first)) {
      while (i < lines.length && lines[i]!.trim() !== '') i += 1;
      continue;
    }
    let timingLine = i;
    if (!first.includes('-->')) timingLine = i + 1;
    const parsed = timing(lines[timingLine] ?? '');
    if (!parsed || parsed.start === null || parsed.end === null)
      return { line: timingLine + 1, reason: 'timing' };
    if (parsed.end <= parsed.start) return { line: timingLine + 1, reason: 'order' };
    cues += 1;
    i = timingLine + 1;
    while (i < lines.length && lines[i]!.trim() !== '') {
      if (lines[i]!.includes('-->')) return { line: i + 1, reason: 'timing' };
      i += 1;
    }
  }
  return cues === 0 ? { line: lines.length, reason: 'empty' } : null;
};
