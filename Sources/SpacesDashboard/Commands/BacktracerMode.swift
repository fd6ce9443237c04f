import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps Swift's crash report from waiting for a key over the dashboard.
///
/// With standard input and output on a terminal, Swift's backtracer is interactive by default:
/// after a crash it draws its report and waits 30 seconds for a key ("Press space to
/// interact…"), and the process lives on until then. The runtime reads `SWIFT_BACKTRACE` only
/// once, in a constructor of its own that runs before `main`, so the dashboard executes itself
/// again, once, with `interactive=no` added to the variable: one more process start (see
/// the README's "Signals and crashes" for what it costs). The report is then printed on the
/// terminal the crash handler restored, and the process ends. A setting of the user's own for
/// `interactive`, or a backtracer turned off, is left alone, and costs nothing.
///
/// (Setting the variable from the executable's `.preinit_array`, ahead of every constructor,
/// doesn't work with glibc: its own initialization sets `environ` back to the process's
/// original environment afterwards.)
enum BacktracerMode {
  /// The runtime's variable.
  static let variable = "SWIFT_BACKTRACE"

  /// The value to run with instead of `current`, or `nil` when `current` already decides:
  /// it sets `interactive` (the user's choice), or turns the backtracer off.
  static func nonInteractiveSetting(current: String?) -> String? {
    let current = current?.trimmingCharacters(in: .whitespaces) ?? ""
    for entry in current.split(separator: ",") {
      let parts = entry.split(separator: "=", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces).lowercased()
      }
      guard let key = parts.first else { continue }
      if key == "interactive" { return nil }
      if key == "enable", parts.count == 2, ["no", "off", "false", "0"].contains(parts[1]) {
        return nil
      }
    }
    return current.isEmpty ? "interactive=no" : "\(current),interactive=no"
  }

  /// Executes this program again with `interactive=no` when standard input and output are a
  /// terminal and the variable doesn't decide yet. Returns only when it doesn't (nothing to
  /// change, or `exec` failed: the dashboard then runs with an interactive backtracer).
  ///
  /// Call before anything is opened or started: the new image starts from `main` with the
  /// same arguments, descriptors and process id.
  static func reexecuteIfInteractive() {
    guard isatty(0) != 0, isatty(1) != 0,
      let setting = nonInteractiveSetting(current: getenv(variable).map { String(cString: $0) }),
      let executable = executablePath
    else { return }
    setenv(variable, setting, 1)
    execv(executable, CommandLine.unsafeArgv)
    // Still here: exec failed. Leave the variable as it was, run as we are.
    unsetenvIfAdded(setting)
  }

  /// This program's file: where `/proc/self/exe` points on Linux (whatever `argv[0]` says;
  /// the link itself would rename the process "exe"), else the bundle's executable path.
  private static var executablePath: String? {
    #if os(Linux)
      return try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    #else
      return Bundle.main.executablePath
    #endif
  }

  private static func unsetenvIfAdded(_ setting: String) {
    if setting == "interactive=no" {
      unsetenv(variable)
    } else {
      setenv(variable, String(setting.dropLast(",interactive=no".count)), 1)
    }
  }
}
