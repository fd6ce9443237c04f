import Foundation

/// The terminal's modes as `stty -a` prints them in a pane after the dashboard ended: what a
/// shell needs back, whatever way the dashboard ended.
enum TerminalModes {
  /// The line the pane prints once `stty -a` is done (`Tmux.printModes`).
  static let end = "STTY-DONE"

  /// The modes a pane's shell starts with, which the dashboard turns off while it runs (raw:
  /// no canonical input, echo, signals, flow control or CR translation; no newline
  /// translation on output) and must turn on again.
  static let shellModes = ["icanon", "echo", "isig", "iexten", "icrnl", "ixon", "opost", "onlcr"]

  /// The shell's modes that `stty` output shows off (`-echo`) or not at all.
  static func missing(in sttyOutput: String) -> [String] {
    shellModes.filter { mode in
      sttyOutput.range(of: #"(^|\s)\#(mode)(\s|$)"#, options: .regularExpression) == nil
    }
  }

  /// Waits until the pane printed its modes after the dashboard ended; returns the shell's
  /// modes missing from them (none when the terminal was restored), and the screen.
  static func afterExit(in tmux: Tmux, timeout: TimeInterval = 15) async throws -> (
    missing: [String], screen: String
  ) {
    try await tmux.waitFor(end, timeout: timeout)
    let screen = await tmux.captureJoined()
    let modes = screen.components(separatedBy: "EXIT=").last ?? screen
    return (missing(in: modes), screen)
  }
}
