import { parse } from '@plussub/srt-vtt-parser';

/** `HH:MM:SS.mmm` (WebVTT's cue time) from milliseconds. */
const vttTime = (ms: number): string => {
  const pad = (value: number, size = 2) => String(value).padStart(size, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
};

/** SubRip (.srt) text as WebVTT: the library parses the cues, we write them with WebVTT times. */
export const srtToVtt = (srt: string): string => {
  const { entries } = parse(srt.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'));
  const cues = entries.map((cue) => `${vttTime(cue.from)} --> ${vttTime(cue.to)}\n${cue.text.trim()}`);
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
};

/**
 * A chosen subtitle file as the WebVTT text the form sends: .vtt as it is, .srt converted, or
 * null for any other kind of file. The text is checked like pasted text before it is sent.
 */
export const subtitleFileToVtt = async (file: File): Promise<string | null> => {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (extension !== 'vtt' && extension !== 'srt') return null;
  const text = await file.text();
  return extension === 'srt' ? srtToVtt(text) : text.replace(/^\uFEFF/, '');
};
