/** Told of each run of a repeating job: the metrics count them, their failures and their durations. */
export interface JobRunRecorder {
  /** Runs `runOnce`, recording its outcome and duration; the run's result or failure is passed on. */
  run<T>(runOnce: () => Promise<T>): Promise<T>;
}
