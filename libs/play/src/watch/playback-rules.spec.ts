import { describe, expect, it } from 'vitest';
import { isConcluded, isNewProgress, isSaveDue, progressAt, resumePoint, SAVE_EVERY_MS, shouldRenewAddress } from './playback-rules';

describe('isConcluded', () => {
  it('is the last 10 seconds of a video, or 95 % of it, whichever comes first', () => {
    // A long video reaches 95 % first…
    expect(isConcluded(1709, 1800)).toBe(false);
    expect(isConcluded(1710, 1800)).toBe(true);
    expect(isConcluded(6839, 7200)).toBe(false);
    expect(isConcluded(6840, 7200)).toBe(true);
    // …a short one its last 10 seconds.
    expect(isConcluded(89, 100)).toBe(false);
    expect(isConcluded(90, 100)).toBe(true);
  });

  it('is never so while the duration is unknown', () => {
    expect(isConcluded(5000, Number.NaN)).toBe(false);
    expect(isConcluded(5000, Number.POSITIVE_INFINITY)).toBe(false);
    expect(isConcluded(0, 0)).toBe(false);
  });
});

describe('progressAt', () => {
  it('keeps whole seconds, within what the contract takes', () => {
    expect(progressAt(125.9, 1800)).toEqual({ segundos: 125, concluido: false });
    expect(progressAt(-1, 1800)).toEqual({ segundos: 0, concluido: false });
    expect(progressAt(Number.NaN, 1800)).toEqual({ segundos: 0, concluido: false });
    expect(progressAt(100_000, Number.NaN)).toEqual({ segundos: 86_400, concluido: false });
  });

  it('is concluded at the end, or when it played to its end', () => {
    expect(progressAt(1750.2, 1800)).toEqual({ segundos: 1750, concluido: true });
    expect(progressAt(600, Number.NaN, true)).toEqual({ segundos: 600, concluido: true });
  });
});

describe('isNewProgress', () => {
  it('is new when nothing was kept, or the seconds or the end differ', () => {
    expect(isNewProgress(null, { segundos: 0, concluido: false })).toBe(true);
    expect(isNewProgress({ segundos: 10, concluido: false }, { segundos: 10, concluido: false })).toBe(false);
    expect(isNewProgress({ segundos: 10, concluido: false }, { segundos: 11, concluido: false })).toBe(true);
    expect(isNewProgress({ segundos: 1800, concluido: false }, { segundos: 1800, concluido: true })).toBe(true);
  });
});

describe('isSaveDue', () => {
  it('is due every 10 seconds of playing', () => {
    expect(isSaveDue(1_000, 1_000 + SAVE_EVERY_MS - 1)).toBe(false);
    expect(isSaveDue(1_000, 1_000 + SAVE_EVERY_MS)).toBe(true);
  });
});

describe('resumePoint', () => {
  it('resumes where the member stopped', () => {
    expect(resumePoint({ segundos: 754, concluido: false }, 1800)).toBe(754);
    expect(resumePoint({ segundos: 754, concluido: false }, Number.NaN)).toBe(754);
  });

  it('starts again a video watched, never started, or left in its last moments', () => {
    expect(resumePoint(undefined, 1800)).toBeNull();
    expect(resumePoint({ segundos: 0, concluido: false }, 1800)).toBeNull();
    expect(resumePoint({ segundos: 900, concluido: true }, 1800)).toBeNull();
    expect(resumePoint({ segundos: 1750, concluido: false }, 1800)).toBeNull();
  });
});

describe('shouldRenewAddress', () => {
  const expiraEm = '2026-11-28T12:10:00.000Z';
  const before = Date.parse(expiraEm) - 60_000;
  const after = Date.parse(expiraEm) + 1;

  it('asks for a new address when the one that played was refused or has expired', () => {
    expect(shouldRenewAddress({ expiraEm, loaded: true }, { status: 403, at: before })).toBe(true);
    expect(shouldRenewAddress({ expiraEm, loaded: true }, { at: after })).toBe(true);
  });

  it('does not for another failure before it expires, a fresh address refused at once, or a provider video', () => {
    expect(shouldRenewAddress({ expiraEm, loaded: true }, { at: before })).toBe(false);
    expect(shouldRenewAddress({ expiraEm, loaded: true }, { status: 404, at: before })).toBe(false);
    expect(shouldRenewAddress({ expiraEm, loaded: false }, { status: 403, at: after })).toBe(false);
    expect(shouldRenewAddress({ expiraEm: null, loaded: true }, { status: 403, at: after })).toBe(false);
  });
});
