import ArgumentParser
import SpacesTerminal

/// A crash on purpose, for the tests that check a crash restores the terminal and prints its
/// report (`spaces run --crash-for-testing trap|segfault`, an option the help doesn't list).
enum TestCrash: String, ExpressibleByArgument, Sendable {
  /// A Swift runtime trap (`fatalError`): SIGILL on x86-64, SIGTRAP on arm64.
  case trap
  /// A write through a bad pointer: SIGSEGV.
  case segfault

  /// Crashes on the main actor once the terminal has drawn its first frame.
  ///
  /// It checks the terminal's frame counter every 50 ms until then: a wait only this option
  /// has, ending in the crash.
  @MainActor
  func scheduleAfterFirstFrame(of terminal: NcursesTerminal) {
    Task { @MainActor in
      while terminal.statistics.framesDrawn == 0 {
        try? await Task.sleep(for: .milliseconds(50))
      }
      try? await Task.sleep(for: .milliseconds(200))
      crash()
    }
  }

  /// Crashes now.
  func crash() {
    switch self {
    case .trap:
      fatalError("--crash-for-testing trap")
    case .segfault:
      UnsafeMutablePointer<Int>(bitPattern: 16)!.pointee = 1
    }
  }
}
