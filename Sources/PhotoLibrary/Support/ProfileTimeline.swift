import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// With `PSK_PROFILE` set, phases of a run are printed on standard error as
/// `psk-profile SECONDS LABEL`, SECONDS from `CLOCK_MONOTONIC` (the clock of
/// `perf sched record -k mono`), so they can be laid over a scheduler trace of the run.
public enum ProfileTimeline {
  /// Whether `PSK_PROFILE` is set.
  public static let isOn = getenv("PSK_PROFILE") != nil

  /// Prints `label` with the time now (nothing without `PSK_PROFILE`).
  public static func mark(_ label: @autoclosure () -> String) {
    guard isOn else { return }
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    let seconds = String(format: "%.6f", Double(now.tv_sec) + Double(now.tv_nsec) / 1e9)
    FileHandle.standardError.write(Data("psk-profile \(seconds) \(label())\n".utf8))
  }
}
