import Testing

@testable import SpacesDashboard

/// The `SWIFT_BACKTRACE` the dashboard runs with: the user's, with `interactive=no` added.
@Suite("Backtracer mode")
struct BacktracerModeTests {
  @Test(
    "interactive=no is added to what is set",
    arguments: [
      (nil, "interactive=no"), ("", "interactive=no"), ("color=no", "color=no,interactive=no"),
      ("enable=yes,preset=full", "enable=yes,preset=full,interactive=no"),
    ] as [(String?, String)])
  func added(current: String?, expected: String) {
    #expect(BacktracerMode.nonInteractiveSetting(current: current) == expected)
  }

  @Test(
    "a setting for interactive, or the backtracer off, is left alone (no re-exec)",
    arguments: [
      "interactive=yes", "interactive=no", "color=no, Interactive = tty", "enable=no",
      "enable=off,color=yes", "enable=false",
    ])
  func leftAlone(current: String) {
    #expect(BacktracerMode.nonInteractiveSetting(current: current) == nil)
  }
}
